import 'fake-indexeddb/auto';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type StoredDiary, type StoredWeek } from '@/db/database';
import type { Photo } from '@/domain/photo/photo';
import { METRIC_MEASURES } from '@/domain/week/units';
import { emptyWeekFields } from '@/domain/week/week-form';
import { setDiaryCover } from '@/features/diaries/writes';
import { createWeek, updateWeek } from '@/features/weeks/writes';
import { WeekEditor } from './WeekEditor';
import { WeekEditorForm } from './WeekEditorForm';
import { mountRootPerTest, waitFor, typeInto } from '../../../tests/helpers/dom';

const navigate = vi.fn(async () => undefined);
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));
vi.mock('@/features/weeks/writes', () => ({ createWeek: vi.fn(async () => -9), updateWeek: vi.fn(async () => undefined), deleteWeek: vi.fn() }));
vi.mock('@/features/diaries/writes', () => ({ setDiaryCover: vi.fn(async () => undefined) }));
vi.mock('@/features/catalogue-picker/picker-store', () => ({ keepSectionOffline: vi.fn(async () => undefined), searchCatalogue: vi.fn(async () => ({ items: [], offline: false })) }));
vi.mock('@/features/media/MediaPicker', () => ({ MediaPicker: () => <p>media picker</p> }));
vi.mock('@/features/media/QueuedMediaGrid', () => ({ QueuedMediaGrid: () => null }));

const grower = { id: 3, name: 'grower', link: '/grower/3', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

const dom = mountRootPerTest();

/** Types into an input or textarea as a user would (React listens to the input event). */
/** The input (or textarea) labelled `text`. */
function field(text: string): HTMLInputElement {
  const label = [...dom.container.querySelectorAll('label')].find((l) => l.textContent === text);
  if (!label) throw new Error(`No field labelled ${text}`);
  return dom.container.querySelector<HTMLInputElement>(`[id="${label.htmlFor}"]`)!;
}
const button = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === text)!;
const level = (part: string) => dom.container.querySelector(`[data-part="${part}"]`)?.getAttribute('data-level');
const render = (node: ReactNode) => act(() => dom.root.render(node));

function growingForm(faza: -1 | 0 | 1 = 0) {
  return <WeekEditorForm diaryId={7} weekId={null} draftId="7:new-growing" initial={emptyWeekFields(faza)} photos={[]} coverId={null} />;
}

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.prefs.clear(), db.session.clear(), db.diaries.clear(), db.weeks.clear(), db.uploads.clear(), db.idMap.clear()]);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('WeekEditorForm: values in the grower units', () => {
  it('stores 77 °F as 25 °C, keeps invalid text as typed and flagged, and saves only once it is fixed', async () => {
    await db.prefs.put({ key: 'measures', value: { ...METRIC_MEASURES, temperature: 'F' } });
    render(growingForm());
    await waitFor(() => expect(field('Day temperature').parentElement?.textContent).toBe('°F'));

    const temperature = field('Day temperature');
    typeInto(temperature, '77');
    act(() => temperature.blur());
    expect(temperature.value).toBe('77');

    const humidity = field('Humidity');
    typeInto(humidity, '6x');
    expect(humidity.value).toBe('6x');
    expect(humidity.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(humidity.getAttribute('aria-describedby')!)?.textContent).toContain('Type a number, like 6.5');
    act(() => humidity.blur());
    expect(humidity.value).toBe('6x');

    await act(async () => button('Save').click());
    expect(createWeek).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain('fix the marked fields');
    expect(document.activeElement).toBe(humidity);

    typeInto(humidity, '150');
    expect(document.getElementById(humidity.getAttribute('aria-describedby')!)?.textContent).toContain('from 0 to 100 %');
    typeInto(humidity, '55,5');
    expect(humidity.getAttribute('aria-invalid')).toBe('false');

    await act(async () => button('Save').click());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/diaries/$id/week/$week', params: { id: 7, week: -9 } }));
    expect(createWeek).toHaveBeenCalledWith(7, expect.objectContaining({ faza: 0, props: expect.objectContaining({ air_temp: 25, air_hum: 55.5 }) }));
    expect(await db.drafts.get(['week', '7:new-growing'])).toBeUndefined();
  });

  it('shows stored values in the chosen units, and again after switching them', async () => {
    render(<WeekEditorForm diaryId={7} weekId={null} draftId="7:x" initial={{ ...emptyWeekFields(1), props: { air_temp: 25, height: 50.8 } }} photos={[]} coverId={null} />);
    await waitFor(() => expect(field('Day temperature').value).toBe('25'));
    expect(field('Height').value).toBe('50.8');
    act(() => button('°F').click());
    await waitFor(() => expect(field('Day temperature').value).toBe('77'));
    act(() => button('English').click());
    await waitFor(() => expect(field('Height').value).toBe('20'));
    expect(field('Height').parentElement?.textContent).toBe('in');
  });
});

describe('WeekRatingPanel in the editor', () => {
  it('rates the comment good at 140 characters and the conditions normal at 4 and good at 6', async () => {
    render(growingForm());
    await waitFor(() => expect(level('comment')).toBe('bad'));
    expect(level('conditions')).toBe('bad');
    const comment = field('What happened this week?') as unknown as HTMLTextAreaElement;

    typeInto(comment, 'a'.repeat(139));
    expect(level('comment')).toBe('normal');
    expect(dom.container.querySelector('[data-testid="comment-count"]')?.textContent).toBe('139 of 140 characters for a good comment');
    typeInto(comment, 'a'.repeat(140));
    expect(level('comment')).toBe('good');
    expect(dom.container.querySelector('[data-part="comment"]')?.textContent).toContain('Good');

    const conditions = ['Height', 'Light schedule', 'Day temperature', 'Night temperature', 'Humidity', 'pH'];
    const levels = conditions.map((name) => {
      typeInto(field(name), '6');
      return level('conditions');
    });
    expect(levels).toEqual(['bad', 'bad', 'bad', 'normal', 'normal', 'good']);
    expect(dom.container.querySelector('[data-part="conditions"]')?.textContent).toContain('✓');
  });

  it('counts photos waiting to upload, and not removed ones', async () => {
    const photos: Photo[] = [1, 2, 3].map((id) => ({ id, comment: `p${id}`, size_s: `/p${id}s.jpg`, size_m: `/p${id}m.jpg`, size_xl: `/p${id}x.jpg`, size_big: `/p${id}b.jpg`, width: 4, height: 3 }));
    const initial = { ...emptyWeekFields(0), items_photo: photos.map((p) => ({ id: p.id, comment: p.comment, is_remove: false })) };
    await db.uploads.add({
      key: 'k', kind: 'photo', diary_id: 7, week_id: 40, as_cover: false, name: 'a.jpg', mime: 'image/jpeg',
      width: 4, height: 3, bytes: 1, sent_bytes: 0, status: 'pending', created_at: 0,
    });
    render(<WeekEditorForm diaryId={7} weekId={40} draftId="7:40" initial={initial} photos={photos} coverId={2} />);
    await waitFor(() => expect(level('photos')).toBe('good'));

    act(() => button('Remove').click());
    expect(level('photos')).toBe('normal');
    expect(dom.container.textContent).toContain('Removed when you save');
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Move photo 3 up"]')!.click());
    act(() => button('Make cover').click());
    expect(setDiaryCover).toHaveBeenCalledWith(7, expect.objectContaining({ id: 3 }));

    await act(async () => button('Save').click());
    await waitFor(() => expect(updateWeek).toHaveBeenCalled());
    expect(vi.mocked(updateWeek).mock.calls[0]![1].items_photo).toEqual([
      { id: 1, comment: 'p1', is_remove: true }, { id: 3, comment: 'p3', is_remove: false }, { id: 2, comment: 'p2', is_remove: false },
    ]);
  });
});

describe('harvest week', () => {
  it('shows the harvest fields and the strain review instead of phase and conditions', async () => {
    render(<WeekEditorForm diaryId={7} weekId={null} draftId="7:new-harvest" initial={emptyWeekFields(2)} photos={[]} coverId={null} />);
    await waitFor(() => expect(dom.container.textContent).toContain('Add the harvest'));
    for (const name of ['Dry weight', 'Wet weight', 'Plants', 'Light power', 'Grow space', 'Smoke rating']) expect(field(name)).toBeTruthy();
    expect(field('Dry weight').parentElement?.textContent).toBe('g');
    expect(dom.container.textContent).not.toContain('Day temperature');
    expect(dom.container.textContent).not.toContain('Phase');
    expect(['Easy', 'Moderate', 'Difficult', 'Low', 'Medium', 'High'].every((name) => button(name))).toBe(true);
    const overall = [...dom.container.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Overall rating (0–10)')!;
    expect([...overall.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.textContent)).toEqual(['1']);
    expect([...dom.container.querySelectorAll('[data-part]')].map((p) => p.getAttribute('data-part'))).toEqual(['harvest_result', 'harvest_review', 'harvest_nutrients', 'photos', 'comment']);
    expect(level('harvest_review')).toBe('normal');

    act(() => button('Easy').click());
    act(() => button('High').click());
    typeInto(field('Your review of the strain') as unknown as HTMLTextAreaElement, 'Sturdy and forgiving.');
    expect(level('harvest_review')).toBe('good');
    typeInto(field('Plants'), '2.5');
    expect(dom.container.textContent).toContain('Type a whole number');
  });
});

describe('WeekEditor', () => {
  function storedDiary(id: number, owner: typeof grower): StoredDiary {
    return {
      id, name: 'Their grow', link: `/diaries/${id}`, add_date: '', update_date: '', cover: null, max_faza: 0, is_harvest: false, cnt_weeks: 0, cnt_days: 0,
      cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: owner, items_seed: [], has_details: true, synced_at: 1,
    };
  }
  function storedWeek(id: number, diaryId: number, position: number, faza: StoredWeek['faza']): StoredWeek {
    return {
      id, diary_id: diaryId, position, faza, days: 7, text: '', add_date: '', update_date: '', cnt_comments: 0, cnt_likes: 0,
      is_remove: false, is_video: false, props: {}, items_photo: [], items_nutrient: [],
    };
  }

  it("refuses another grower's diary", async () => {
    await db.session.put({ key: 'current', token: 't', user: grower, signed_in_at: 1 });
    await db.diaries.put(storedDiary(5, { ...grower, id: 4 }));
    render(<WeekEditor diaryId={5} week="new" kind="growing" />);
    await waitFor(() => expect(dom.container.textContent).toContain('You can only edit your own diaries'));
  });

  it("starts a new week in the last growing week's phase", async () => {
    await db.session.put({ key: 'current', token: 't', user: grower, signed_in_at: 1 });
    await db.diaries.put(storedDiary(6, grower));
    await db.weeks.bulkPut([storedWeek(60, 6, 0, 0), storedWeek(61, 6, 1, 1)]);
    render(<WeekEditor diaryId={6} week="new" kind="growing" />);
    await waitFor(() => expect(button('Flowering')?.getAttribute('aria-pressed')).toBe('true'));
    expect(dom.container.textContent).toContain('Save the week first');
  });
});
