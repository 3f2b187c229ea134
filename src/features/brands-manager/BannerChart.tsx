// The lazily loaded uPlot drawing of banner figures: views per day (left axis) and clicks per day (right axis, dashed),
// days along the bottom, sized to its box and following it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BannerDay } from '@/domain/brand-manager/banner';

interface Props {
  days: BannerDay[];
  viewsLabel: string;
  clicksLabel: string;
  locale: string;
}

function buildOptions({ viewsLabel, clicksLabel, locale }: Omit<Props, 'days'>, element: Element, size: { width: number; height: number }): uPlot.Options {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const font = `12px ${read('--font') || 'system-ui, sans-serif'}`;
  const axis = { stroke: read('--color-muted'), font, labelFont: font, ticks: { show: false }, labelSize: 16 };
  const number = new Intl.NumberFormat(locale, { notation: 'compact' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const values = (_plot: uPlot, splits: number[]) => splits.map((value) => number.format(value));
  /** Counts are whole: ticks step by whole numbers only. */
  const incrs = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6];
  return {
    ...size,
    padding: [8, 8, 0, 0],
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
    scales: { x: { time: true }, views: { range: (_plot, _min, max) => [0, Math.max(1, max)] }, clicks: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      { ...axis, size: 28, grid: { show: false }, values: (_plot, splits) => splits.map((seconds) => day.format(new Date(seconds * 1000))) },
      { ...axis, scale: 'views', label: viewsLabel, size: 48, grid: { stroke: read('--color-border'), width: 1 }, values, incrs },
      { ...axis, scale: 'clicks', label: clicksLabel, size: 44, side: 1, grid: { show: false }, values, incrs },
    ],
    series: [
      {},
      { label: viewsLabel, scale: 'views', stroke: read('--color-accent'), width: 2, points: { show: false } },
      { label: clicksLabel, scale: 'clicks', stroke: read('--color-text'), width: 2, dash: [6, 4], points: { show: false } },
    ],
  };
}

export default function BannerChart({ days, viewsLabel, clicksLabel, locale }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const size = () => ({ width: element.clientWidth, height: element.clientHeight });
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), days.map((d) => d.views), days.map((d) => d.clicks),
    ];
    const plot = new uPlot(buildOptions({ viewsLabel, clicksLabel, locale }, element, size()), data, element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, viewsLabel, clicksLabel, locale]);
  return <div ref={box} style={{ height: 240 }} />;
}
