// Shared by the comment and like route tests: a grower's diary with a week and a photo made directly in the database,
// and requests as a grower or a guest.
import type { TestServer } from '../test-support';
import { newTestKey } from '../test-support';

/** A live diary of `userId` with one week and one photo in it. */
export async function createGrow(server: TestServer, userId: number, name = 'Test grow') {
  const now = new Date().toISOString();
  const diary = await server.db.insertInto('diaries').values({
    user_id: userId, name, add_date: now, update_date: now, type_room: null, type_watering: null, type_soil: null,
    cover_photo_id: null, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_hidden: 0,
  }).returning('id').executeTakeFirstOrThrow();
  const week = await server.db.insertInto('weeks').values({
    diary_id: diary.id, position: 0, faza: 0, days: 7, text: '', props: '{}', add_date: now, update_date: now,
    cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_video: 0,
  }).returning('id').executeTakeFirstOrThrow();
  const photo = await server.db.insertInto('photos').values({
    week_id: week.id, diary_id: diary.id, user_id: userId, comment: '', file: 'photos/test', width: 800, height: 600, position: 0, is_remove: 0,
  }).returning('id').executeTakeFirstOrThrow();
  return { diaryId: diary.id, weekId: week.id, photoId: photo.id };
}

/** Requests to the test server as a grower (bearer token) or a guest (no token). */
export function requester(server: TestServer) {
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    get: (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: auth(token) }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, body?: unknown, key = newTestKey()) =>
      server.app.inject({ method, url, headers: { ...auth(token), 'x-rniq': key }, ...(body === undefined ? {} : { payload: body as object }) }),
  };
}

/** Makes a grower an admin or a moderator. */
export async function setRole(server: TestServer, userId: number, role: 'admin' | 'moderator') {
  await server.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}
