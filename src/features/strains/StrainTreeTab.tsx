// /strains/{id}/sys-tree: the strain's lineage as two trees of nested lists with connectors, ancestors and
// descendants, every catalogue strain a link to its page (readable on a phone: each generation indents a step).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { AncestorNode, DescendantNode, StrainNode } from '@/domain/strain/strain';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { fetchStrainTree } from '@/features/strains/strain-store';
import { useStrain } from './strain-context';
import { useApiData } from '@/ui/use-api-data';
import styles from './strains.module.css';

function NodeLabel({ node, root = false }: { node: StrainNode; root?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <>
      <strong>{node.name}</strong>
      <span className={styles.muted}>{node.id === null ? t('strains.tree.outside') : node.brand_name}</span>
    </>
  );
  const className = `${styles.node} ${root ? styles.root : ''}`;
  if (node.id === null || root) return <span className={className} data-testid="tree-node">{body}</span>;
  return <Link to="/strains/$id" params={{ id: node.id }} className={className} data-testid="tree-node">{body}</Link>;
}

/** A generation and, under each of its strains, the next one (`next` reads parents or children). */
function Branches<T extends StrainNode>({ nodes, next }: { nodes: T[]; next: (node: T) => T[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node, index) => (
        <li key={`${index}:${node.id}:${node.name}`}>
          <NodeLabel node={node} />
          <Branches nodes={next(node)} next={next} />
        </li>
      ))}
    </ul>
  );
}

function Tree<T extends StrainNode>({ title, root, nodes, next, empty, testId }: { title: string; root: StrainNode; nodes: T[]; next: (node: T) => T[]; empty: string; testId: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2>{title}</h2>
      {nodes.length === 0 ? <p className={styles.muted}>{empty}</p> : (
        <ul className={styles.tree}>
          <li>
            <NodeLabel node={root} root />
            <Branches nodes={nodes} next={next} />
          </li>
        </ul>
      )}
    </section>
  );
}

export function StrainTreeTab() {
  const { t } = useTranslation();
  const strain = useStrain();
  const { data, refresh } = useApiData(`strain-tree:${strain.id}`, () => fetchStrainTree(strain.id));
  return (
    <div data-testid="strain-tree">
      <RefreshStatus state={refresh} hasData={Boolean(data)} offlineText={t('strains.offlineMissing')} />
      {!data && refresh.status === 'loading' && <div className="skeleton" style={{ height: 200 }} aria-busy="true" />}
      {data && (
        <>
          <Tree<AncestorNode> title={t('strains.tree.ancestors')} root={data.item} nodes={data.parents} next={(node) => node.parents} empty={t('strains.tree.noAncestors')} testId="tree-ancestors" />
          <Tree<DescendantNode> title={t('strains.tree.descendants')} root={data.item} nodes={data.children} next={(node) => node.children} empty={t('strains.tree.noDescendants')} testId="tree-descendants" />
        </>
      )}
    </div>
  );
}
