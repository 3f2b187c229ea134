// A short strain list renders every row; a long one only the rows near the screen, following the scroll.
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Strain } from '@/domain/strain/strain';
import { StrainList, VIRTUAL_FROM } from './StrainList';
import { mountRootPerTest, waitFor } from '../../../tests/helpers/dom';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className, 'data-testid': testId }: { children: ReactNode; className?: string; 'data-testid'?: string }) => (
    <a className={className} data-testid={testId} href="#strain">{children}</a>
  ),
}));

function strain(id: number): Strain {
  return {
    id, name: `Strain ${id}`, link: `/seedbank/x/${id}`, brand_id: 1, brand_name: 'Test Seeds', description: '',
    item_stat: { avg_rate: null, cnt_reviews: 0 }, cnt_diaries: 0,
    attributes: { genes: 'hybrid', flowering_type: 'photoperiod', thc: 18, thc_level: 'medium', growing: 'easy' },
  };
}
const strains = (count: number) => Array.from({ length: count }, (_, i) => strain(i + 1));

const dom = mountRootPerTest();
const rows = () => [...dom.container.querySelectorAll('[data-testid="strain-row"]')].map((row) => row.querySelector('span span')?.textContent);

describe('StrainList', () => {
  it('renders every row of a list up to the threshold', () => {
    dom.render(<StrainList strains={strains(VIRTUAL_FROM)} />);
    expect(rows()).toHaveLength(VIRTUAL_FROM);
    expect(dom.container.querySelector('[data-virtual]')).toBeNull();
  });

  it('renders only the rows near the screen of a long list, and others as it scrolls', async () => {
    dom.render(<StrainList strains={strains(500)} />);
    const list = dom.container.querySelector<HTMLElement>('[data-virtual="true"]')!;
    expect(list.style.height).toBe(`${500 * 104}px`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThan(30);
    expect(rows()[0]).toBe('Strain 1');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 200 * 104, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(rows()).toContain('Strain 201'));
    expect(rows()).not.toContain('Strain 1');
    expect(rows().length).toBeLessThan(30);
  });
});
