// @vitest-environment node
// The statement cache answers the same prepared statement for the same SQL, drops the least recently used beyond its
// size, reads rows exactly as better-sqlite3 would (also after the schema changed), and queries through Kysely keep
// working (reads, writes, a transaction rolled back).
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  it('keeps statements by their SQL, the most recently used ones', () => {
    const cache = withStatementCache(new SQLite(':memory:'), 2);
    const one = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(one);
    const two = cache.prepare('select 2');
    cache.prepare('select 1');
    cache.prepare('select 3');
    // 'select 2' was the least recently used: prepared again.
    expect(cache.prepare('select 2')).not.toBe(two);
    expect(cache.prepare('select 1')).not.toBe(one);
    cache.close();
  });

  it('serves Kysely: the same query with other parameters, writes, and a rolled-back transaction', async () => {
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }) });
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const named = (id: number) => db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
    expect([await named(1), await named(3)]).toEqual([{ name: 'a' }, { name: 'c' }]);
    await expect(db.transaction().execute(async (trx) => {
      await trx.updateTable('t').set({ name: 'z' }).where('id', '=', 2).execute();
      throw new Error('undo');
    })).rejects.toThrow('undo');
    expect(await named(2)).toEqual({ name: 'b' });
    await db.destroy();
  });

  it('reads the rows better-sqlite3 reads: names, equal names, nulls, numbers, blobs, returning', () => {
    const plain = new SQLite(':memory:');
    const cache = withStatementCache(plain);
    plain.exec("create table t (id integer primary key, name text, size real, data blob); insert into t values (1, 'a', 1.5, x'00ff'), (2, null, null, null)");
    const query = 'select t.*, t.id as other, t.name as id from t order by t.id';
    expect(cache.prepare(query).all([])).toEqual(plain.prepare(query).all());
    expect(cache.prepare(query).all([])[0]).toEqual({ id: 'a', name: 'a', size: 1.5, data: Buffer.from([0, 255]), other: 1 });
    expect(cache.prepare("insert into t (name) values (?) returning id, name").all(['c'])).toEqual([{ id: 3, name: 'c' }]);
    expect([...cache.prepare('select id from t where id > ? order by id').iterate([1])]).toEqual([{ id: 2 }, { id: 3 }]);
    cache.close();
  });

  it('reads the new columns of a kept `select *` once the schema changed', () => {
    const cache = withStatementCache(new SQLite(':memory:'));
    cache.prepare('create table t (id integer primary key)').run([]);
    cache.prepare('insert into t (id) values (1)').run([]);
    expect(cache.prepare('select * from t').all([])).toEqual([{ id: 1 }]);
    cache.prepare("alter table t add column name text not null default 'x'").run([]);
    expect(cache.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'x' }]);
    cache.close();
  });
});
