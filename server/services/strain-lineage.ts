// A strain's lineage (GET /api/service/strains-tree): its ancestors and descendants to a bounded depth, read one
// generation per query. A strain already on a branch is shown again but never followed, so a cycle cannot loop.
import type { Kysely } from 'kysely';
import type { AncestorNode, DescendantNode, StrainNode, StrainTree, StrainsTreeQuery } from '../../src/domain/strain/strain';
import type { Database } from '../db/types';
import { catalogueStrains, parentsOf, strainNode } from './strains';

type Db = Kysely<Database>;

/** The catalogue strains whose parents include the given strains, by parent id, in name order. */
async function childrenOf(db: Db, ids: number[]): Promise<Map<number, StrainNode[]>> {
  const children = new Map<number, StrainNode[]>();
  if (ids.length === 0) return children;
  const rows = await catalogueStrains(db)
    .innerJoin('strain_parents as sp', 'sp.product_id', 'p.id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['sp.parent_id', 'p.id', 'p.name', 'b.name as brand_name'])
    .where('sp.parent_id', 'in', ids).orderBy('p.name').orderBy('p.id').execute();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(strainNode(row.id, row.name, row.brand_name ?? null));
    children.set(row.parent_id, list);
  }
  return children;
}

type Branch<T> = { id: number; into: T[]; path: ReadonlySet<number> };

/**
 * Grows a tree `depth` generations from the root: `next` reads one generation of all branches at once, `wrap`
 * makes a node and the list its own next generation goes into.
 */
async function grow<T>(rootId: number, depth: number, next: (ids: number[]) => Promise<Map<number, StrainNode[]>>, wrap: (node: StrainNode) => [T, T[]]): Promise<T[]> {
  const top: T[] = [];
  let frontier: Branch<T>[] = [{ id: rootId, into: top, path: new Set([rootId]) }];
  for (let generation = 0; generation < depth && frontier.length > 0; generation++) {
    const found = await next([...new Set(frontier.map((branch) => branch.id))]);
    const following: Branch<T>[] = [];
    for (const branch of frontier) {
      for (const node of found.get(branch.id) ?? []) {
        const [made, into] = wrap(node);
        branch.into.push(made);
        if (node.id !== null && !branch.path.has(node.id)) following.push({ id: node.id, into, path: new Set([...branch.path, node.id]) });
      }
    }
    frontier = following;
  }
  return top;
}

/** The strain asked by id, or by exact name in any case (the first in the catalogue); undefined when none. */
async function findStrain(db: Db, query: StrainsTreeQuery): Promise<StrainNode | undefined> {
  let strains = catalogueStrains(db).leftJoin('brands as b', 'b.id', 'p.brand_id').select(['p.id', 'p.name', 'b.name as brand_name']);
  strains = query.id !== undefined ? strains.where('p.id', '=', query.id) : strains.where((eb) => eb(eb.fn('lower', ['p.name']), '=', query.name!.toLowerCase()));
  const row = await strains.orderBy('p.id').executeTakeFirst();
  return row && strainNode(row.id, row.name, row.brand_name ?? null);
}

/** The lineage of one strain; undefined when the strain does not exist. */
export async function getStrainTree(db: Db, query: StrainsTreeQuery): Promise<StrainTree | undefined> {
  const item = await findStrain(db, query);
  if (!item || item.id === null) return undefined;
  const [parents, children] = await Promise.all([
    grow<AncestorNode>(item.id, query.depth, (ids) => parentsOf(db, ids), (node) => {
      const made = { ...node, parents: [] as AncestorNode[] };
      return [made, made.parents];
    }),
    grow<DescendantNode>(item.id, query.depth, (ids) => childrenOf(db, ids), (node) => {
      const made = { ...node, children: [] as DescendantNode[] };
      return [made, made.children];
    }),
  ]);
  return { item, parents, children, depth: query.depth };
}
