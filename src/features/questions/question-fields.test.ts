// @vitest-environment node
// The editor's fields make the body the server accepts, or say which field is wrong.
import { describe, expect, it } from 'vitest';
import { checkFields, emptyQuestionFields } from './question-fields';

describe('checkFields', () => {
  it('trims, normalizes tags without repeats and orders symptoms', () => {
    const checked = checkFields({
      ...emptyQuestionFields({ diary_id: 4, week_id: 9 }), title: '  Why purple stems?  ', tags: 'Purple Stems, #cold,purple-stems',
      symptoms: [{ type: 'where', id: 'stems' }, { type: 'leaf_color', id: 'purple' }],
    });
    expect(checked).toEqual({
      ok: true,
      input: {
        title: 'Why purple stems?', text: '', category: 'other', tags: ['purple-stems', 'cold'], diary_id: 4, week_id: 9,
        symptoms: [{ type: 'leaf_color', id: 'purple' }, { type: 'where', id: 'stems' }],
      },
    });
  });

  it('names the fields that are wrong', () => {
    expect(checkFields({ ...emptyQuestionFields(null), title: 'Hey', tags: 'ok, $$$' })).toEqual({ ok: false, problems: { title: 'length', tags: 'tags' } });
    expect(checkFields({ ...emptyQuestionFields(null), title: 'x'.repeat(201), tags: 'a,b,c,d,e,f' })).toEqual({ ok: false, problems: { title: 'length', tags: 'tags' } });
  });

  it('drops the week when no diary is chosen', () => {
    const checked = checkFields({ ...emptyQuestionFields({ diary_id: 4, week_id: 9 }), title: 'A fine title', diary_id: null });
    expect(checked.ok && checked.input).toMatchObject({ diary_id: null, week_id: null });
  });
});
