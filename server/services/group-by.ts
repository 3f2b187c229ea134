// Grouping query rows by a key, for loading the children of many parents in one query.

/** Values grouped by a key, each group keeping the order of the rows. */
export function groupBy<T, K, V>(rows: readonly T[], key: (row: T) => K, map: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(map(row));
    else groups.set(k, [map(row)]);
  }
  return groups;
}
