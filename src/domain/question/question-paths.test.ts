// The one /grow-questions/{…} route tells a question's id from tags; symptoms and tags keep their stored forms.
import { describe, expect, it } from 'vitest';
import { normalizeTag } from './question-limits';
import { parseQuestionPath, questionSplat, type QuestionPath } from './question-paths';
import { orderSymptoms, parseSymptomKey, symptomKey } from './symptoms';

describe('parseQuestionPath', () => {
  it('reads a single number as a question, a temporary one too', () => {
    expect(parseQuestionPath('42')).toEqual({ kind: 'question', id: 42 });
    expect(parseQuestionPath('-1764000000000')).toEqual({ kind: 'question', id: -1764000000000 });
  });

  it('reads words as tags, every one in its stored form', () => {
    expect(parseQuestionPath('yellow-leaves')).toEqual({ kind: 'tags', tags: ['yellow-leaves'] });
    expect(parseQuestionPath('yellow-leaves/week-5/')).toEqual({ kind: 'tags', tags: ['yellow-leaves', 'week-5'] });
    const paths: QuestionPath[] = [{ kind: 'tags', tags: ['a1', 'b2'] }, { kind: 'question', id: 7 }, { kind: 'category', category: 'pests' }, { kind: 'new' }, { kind: 'edit', id: -3 }];
    for (const path of paths) {
      expect(parseQuestionPath(questionSplat(path))).toEqual(path);
    }
  });

  it('reads the editors and categories, the words they use never being tags', () => {
    expect(parseQuestionPath('edit')).toEqual({ kind: 'new' });
    expect(parseQuestionPath('edit/12')).toEqual({ kind: 'edit', id: 12 });
    expect(parseQuestionPath('category/pests')).toEqual({ kind: 'category', category: 'pests' });
    expect(normalizeTag('Edit')).toBeNull();
  });

  it('finds no page for zero, leading zeros, repeats, capitals, empty segments, too many tags, or bad editors and categories', () => {
    for (const splat of ['', '0', '007', '-0', 'a/a', 'Yellow', 'a//b', 'a/b/c/d/e/f', 'no_underscores', '42//', 'edit/abc', 'edit/1/2', 'category', 'category/astrology', 'category/pests/more', 'pests/edit']) {
      expect(parseQuestionPath(splat), splat).toBeNull();
    }
  });
});

describe('tags and symptoms', () => {
  it('normalizes typed tags, refusing what cannot be one', () => {
    expect(normalizeTag(' #Yellow Leaves ')).toBe('yellow-leaves');
    expect(normalizeTag('root_rot')).toBe('root-rot');
    expect(normalizeTag('$$$')).toBeNull();
    expect(normalizeTag('x'.repeat(31))).toBeNull();
  });

  it('knows symptoms only from the vocabulary and orders them by it', () => {
    expect(parseSymptomKey('spots:rust')).toEqual({ type: 'spots', id: 'rust' });
    expect(parseSymptomKey('spots:unicorn')).toBeNull();
    expect(parseSymptomKey('toString:x')).toBeNull();
    expect(parseSymptomKey('spots:rust:extra')).toBeNull();
    const ordered = orderSymptoms([{ type: 'where', id: 'buds' }, { type: 'leaf_color', id: 'purple' }, { type: 'leaf_color', id: 'yellow' }, { type: 'where', id: 'buds' }]);
    expect(ordered.map(symptomKey)).toEqual(['leaf_color:yellow', 'leaf_color:purple', 'where:buds']);
  });
});
