// @vitest-environment node
// The composition editor's rules: what a manager types becomes the composition the server keeps, or the field at fault.
import { describe, expect, it } from 'vitest';
import type { ProductComposition } from '@/domain/catalogue/product-composition';
import { compositionBody, compositionFields, type CompositionFields } from './composition-form';

const blankFields = (unit: CompositionFields['unit'] = 'ml/l'): CompositionFields => ({ unit, n: '', p: '', k: '', ingredients: '', nutrients: [], doses: [] });

describe('compositionBody', () => {
  it('reads decimal commas, one ingredient per line, and leaves out rows with nothing typed', () => {
    const fields: CompositionFields = {
      ...blankFields(), n: '2', p: '8,5', k: '',
      ingredients: ' Bat guano \n\nKelp extract\n',
      nutrients: [{ name: 'Magnesium', value: '0,8', unit: '%' }, { name: ' ', value: '', unit: 'ppm' }],
      doses: [{ stage: 'Early bloom', amount: '2' }, { stage: '', amount: '' }],
    };
    expect(compositionBody(fields)).toEqual({
      body: {
        npk: { n: 2, p: 8.5, k: null }, ingredients: ['Bat guano', 'Kelp extract'],
        nutrients: [{ name: 'Magnesium', value: 0.8, unit: '%' }], doses: [{ stage: 'Early bloom', amount: 2 }],
      },
    });
  });

  it('names the field at fault: an NPK over 100 or no number, a nutrient without a name or value, a dose without a stage or over the limit', () => {
    expect(compositionBody({ ...blankFields(), k: '101' })).toEqual({ problem: 'npk' });
    expect(compositionBody({ ...blankFields(), n: 'lots' })).toEqual({ problem: 'npk' });
    expect(compositionBody({ ...blankFields(), nutrients: [{ name: '', value: '3', unit: '%' }] })).toEqual({ problem: 'nutrient' });
    expect(compositionBody({ ...blankFields(), nutrients: [{ name: 'Zinc', value: '', unit: '%' }] })).toEqual({ problem: 'nutrient' });
    expect(compositionBody({ ...blankFields(), doses: [{ stage: '', amount: '2' }] })).toEqual({ problem: 'dose' });
    expect(compositionBody({ ...blankFields(), doses: [{ stage: 'Bloom', amount: '0' }] })).toEqual({ problem: 'dose' });
    expect(compositionBody({ ...blankFields(), doses: [{ stage: 'Bloom', amount: '101' }] })).toEqual({ problem: 'dose' });
    expect(compositionBody({ ...blankFields(), ingredients: Array.from({ length: 31 }, (_, i) => `Part ${i}`).join('\n') })).toEqual({ problem: 'ingredients' });
  });

  it('keeps doses in ml/l whatever unit they are typed in, and a dose shown rounded and saved unchanged keeps its value', () => {
    const typedInGallons = { ...blankFields('ml/gal'), doses: [{ stage: 'Bloom', amount: '7.57' }] };
    expect(compositionBody(typedInGallons)).toEqual({ body: expect.objectContaining({ doses: [{ stage: 'Bloom', amount: 2 }] }) });
    const stored: ProductComposition = {
      product_id: 1, update_date: '', npk: { n: 1, p: null, k: 3 }, ingredients: ['Kelp'],
      nutrients: [{ name: 'Iron', value: 120, unit: 'mg/l' }], doses: [{ stage: 'Grow', amount: 1.37 }],
    };
    const shown = compositionFields(stored, 'tsp/gal');
    expect(shown).toMatchObject({ n: '1', p: '', k: '3', ingredients: 'Kelp', doses: [{ stage: 'Grow', amount: '1.05' }] });
    expect(compositionBody(shown)).toEqual({ body: { npk: stored.npk, ingredients: stored.ingredients, nutrients: stored.nutrients, doses: stored.doses } });
  });
});
