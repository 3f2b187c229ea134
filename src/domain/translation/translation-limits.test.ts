// Guessing a text's language, so the Translate button shows only on texts written in another language.
import { describe, expect, it } from 'vitest';
import { guessLanguage, translationLanguageOf } from './translation-limits';

describe('guessLanguage', () => {
  it('tells the interface languages apart by script and common words', () => {
    expect(guessLanguage('Листья желтеют на пятой неделе, что делать?')).toBe('ru');
    expect(guessLanguage('ใบเหลืองในสัปดาห์ที่ห้า ควรทำอย่างไรดี')).toBe('th');
    expect(guessLanguage('The lower leaves are yellow and the buds are small.')).toBe('en');
    expect(guessLanguage('Die unteren Blätter sind gelb und ich habe nicht genug Licht.')).toBe('de');
    expect(guessLanguage('Las hojas de abajo están amarillas y tengo poca luz para la planta.')).toBe('es');
  });

  it('says nothing about short, unclear or other-script texts', () => {
    expect(guessLanguage('Nice!')).toBeNull();
    expect(guessLanguage('Blue Dream Gorilla Glue')).toBeNull();
    expect(guessLanguage('12345 67890 !!! ???')).toBeNull();
    expect(guessLanguage('这是一个很长的中文句子没有拉丁字母')).toBeNull();
  });
});

describe('translationLanguageOf', () => {
  it('targets the interface language, English for en-tr', () => {
    expect(translationLanguageOf('de')).toBe('de');
    expect(translationLanguageOf('en-tr')).toBe('en');
  });
});
