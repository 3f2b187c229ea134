import 'fake-indexeddb/auto';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type StoredDiary } from '@/db/database';
import { emptyDiaryFields } from '@/domain/diary/diary-form';
import { createDiary } from '@/features/diaries/writes';
import { DiaryEditor } from './DiaryEditor';
import { DiaryEditorForm } from './DiaryEditorForm';
import { mountRootPerTest, waitFor, typeInto } from '../../../tests/helpers/dom';

const navigate = vi.fn(async () => undefined);
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Link: ({ children, to, params }: { children: ReactNode; to: string; params?: { id: number } }) => <a href={to.replace('$id', String(params?.id ?? ''))}>{children}</a>,
}));
vi.mock('@/features/diaries/writes', () => ({ createDiary: vi.fn(async () => -7), updateDiary: vi.fn(), deleteDiary: vi.fn() }));
vi.mock('@/features/catalogue-picker/picker-store', () => ({ keepSectionOffline: vi.fn(async () => undefined), searchCatalogue: vi.fn(async () => ({ items: [], offline: false })) }));
vi.mock('@/features/diaries/diary-page-store', () => ({ refreshDiary: vi.fn(async () => undefined) }));

const grower = { id: 3, name: 'grower', link: '/grower/3', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

const dom = mountRootPerTest();

const button = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === text)!;
const nameInput = () => dom.container.querySelector<HTMLInputElement>('input:not([role])')!;
const strainInput = () => dom.container.querySelector<HTMLInputElement>('input[role="combobox"]')!;

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.session.clear(), db.diaries.clear(), db.idMap.clear()]);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('DiaryEditorForm', () => {
  it('asks for a name without losing anything else, then saves on the device and opens the diary', async () => {
    act(() => dom.root.render(<DiaryEditorForm diaryId={null} draftId="new" initial={emptyDiaryFields()} />));
    await waitFor(() => expect(nameInput()).not.toBeNull());
    act(() => button('Indoor').click());
    typeInto(strainInput(), 'Kush Cross');
    await waitFor(() => expect(dom.container.textContent).toContain('Add “Kush Cross” as a new item'));
    act(() => strainInput().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));

    await act(async () => button('Save').click());
    expect(dom.container.textContent).toContain('Give your diary a name. Everything else you entered is kept.');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());
    expect(createDiary).not.toHaveBeenCalled();
    expect(button('Indoor').getAttribute('aria-pressed')).toBe('true');
    expect(dom.container.textContent).toContain('Kush Cross');

    typeInto(nameInput(), 'First grow');
    expect(dom.container.textContent).not.toContain('Give your diary a name');
    await act(async () => button('Save').click());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/diaries/$id', params: { id: -7 } }));
    expect(createDiary).toHaveBeenCalledWith(expect.objectContaining({ name: 'First grow', type_room: 1, items_seed: [{ name: 'Kush Cross' }] }));
    expect(await db.drafts.get(['diary', 'new'])).toBeUndefined();
  });

  it('restores a draft left on the device, and discards it on request', async () => {
    await db.drafts.put({ type: 'diary', ref_id: 'new', data: { ...emptyDiaryFields(), name: 'Unsaved name' }, updated_at: 1 });
    act(() => dom.root.render(<DiaryEditorForm diaryId={null} draftId="new" initial={emptyDiaryFields()} />));
    await waitFor(() => expect(nameInput().value).toBe('Unsaved name'));
    expect(dom.container.textContent).toContain('Restored your unsaved changes');
    await act(async () => button('Discard changes').click());
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect(dom.container.textContent).not.toContain('Restored your unsaved changes');
    expect(await db.drafts.get(['diary', 'new'])).toBeUndefined();
  });
});

describe('DiaryEditor', () => {
  function storedDiary(id: number, owner: typeof grower): StoredDiary {
    return {
      id, name: 'Their grow', link: `/diaries/${id}`, add_date: '', update_date: '', cover: null, max_faza: 0, is_harvest: false, cnt_weeks: 0, cnt_days: 0,
      cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: owner, items_seed: [], has_details: true, synced_at: 1,
    };
  }

  it('sends a signed-out visitor to sign in', async () => {
    act(() => dom.root.render(<DiaryEditor diaryId={null} />));
    await waitFor(() => expect(dom.container.textContent).toContain('Sign in to create or edit a diary.'));
    expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('/auth/signin');
  });

  it("refuses to edit another grower's diary, and opens the grower's own", async () => {
    await db.session.put({ key: 'current', token: 't', user: grower, signed_in_at: 1 });
    await db.diaries.bulkPut([storedDiary(5, { ...grower, id: 4 }), storedDiary(6, grower)]);
    act(() => dom.root.render(<DiaryEditor diaryId={5} />));
    await waitFor(() => expect(dom.container.textContent).toContain('You can only edit your own diaries'));

    act(() => dom.root.render(<DiaryEditor key="6" diaryId={6} />));
    await waitFor(() => expect(nameInput()?.value).toBe('Their grow'));
  });
});
