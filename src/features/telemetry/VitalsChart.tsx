// The lazily loaded uPlot drawing of one vital's daily p75, with its "good" and "poor" thresholds as dashed lines.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  /** Days as UTC midnight, in seconds. */
  days: number[];
  values: (number | null)[];
  thresholds: readonly [number, number];
  unit: string;
}

function colour(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

export default function VitalsChart({ days, values, thresholds, unit }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const [good, poor] = thresholds;
    const muted = colour(element, '--color-muted');
    const axis = { stroke: muted, grid: { stroke: colour(element, '--color-border'), width: 1 }, ticks: { show: false } };
    const line = (stroke: string) => ({ stroke, width: 1, dash: [6, 4], points: { show: false } });
    const size = () => ({ width: element.clientWidth, height: element.clientHeight });
    const plot = new uPlot({
      ...size(),
      legend: { show: false },
      cursor: { drag: { x: false, y: false, setScale: false } },
      scales: { y: { range: (_plot, _min, max) => [0, Math.max(max ?? 0, poor) * 1.1] } },
      axes: [axis, { ...axis, size: 56, values: (_plot, splits) => splits.map((v) => `${v}${unit}`) }],
      series: [
        {},
        { label: 'p75', stroke: colour(element, '--color-accent'), width: 2, points: { show: true, size: 7 } },
        { label: 'good', ...line(muted) },
        { label: 'poor', ...line(colour(element, '--color-danger')) },
      ],
    }, [days, values, days.map(() => good), days.map(() => poor)], element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, values, thresholds, unit]);
  return <div ref={box} style={{ height: '100%' }} />;
}
