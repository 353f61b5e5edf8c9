// Chart.js on /admin/performance: only the controllers, elements and scales these charts use are
// imported and registered (the rest is tree-shaken), and the module is reached only from this
// page's lazy chunk. Colours come from the stylesheet's variables, so the charts follow the light
// or dark theme. The canvas is hidden from assistive technology: a table next to each chart
// holds the same numbers.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

export type ThemeColor = 'text' | 'muted' | 'border' | 'good' | 'needsImprovement' | 'poor' | 'accent';

const COLOR_VARIABLES: Record<ThemeColor, string> = {
  text: '--color-text',
  muted: '--color-text-muted',
  border: '--color-border',
  good: '--color-success',
  needsImprovement: '--color-warning-border',
  poor: '--color-danger',
  accent: '--color-accent',
};

export function themeColor(name: ThemeColor): string {
  return getComputedStyle(document.documentElement).getPropertyValue(COLOR_VARIABLES[name]).trim() || '#666';
}

interface ThresholdLine {
  value: number;
  label: string;
  color: string;
}

/** Dashed vertical lines across a horizontal bar chart at the given x values, labelled at the top. */
export function thresholdLines(lines: ThresholdLine[]): Plugin<'bar'> {
  return {
    id: 'thresholdLines',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea, scales } = chart;
      const x = scales.x;
      if (!x) return;
      ctx.save();
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2;
      ctx.font = '12px system-ui, sans-serif';
      ctx.textBaseline = 'bottom';
      for (const line of lines) {
        const px = x.getPixelForValue(line.value);
        if (px < chartArea.left || px > chartArea.right) continue;
        ctx.strokeStyle = line.color;
        ctx.beginPath();
        ctx.moveTo(px, chartArea.top);
        ctx.lineTo(px, chartArea.bottom);
        ctx.stroke();
        ctx.fillStyle = line.color;
        // Labels near the right edge are drawn to the left of their line.
        const width = ctx.measureText(line.label).width;
        ctx.textAlign = px + width + 4 > chartArea.right ? 'right' : 'left';
        ctx.fillText(line.label, ctx.textAlign === 'right' ? px - 4 : px + 4, chartArea.top - 2);
      }
      ctx.restore();
    },
  };
}

/** A canvas drawing `config`; the chart is rebuilt when `dataKey` changes and destroyed on unmount. */
export function ChartCanvas<T extends 'bar' | 'line'>({ config, dataKey, height }: { config: () => ChartConfiguration<T>; dataKey: string; height: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const configRef = useRef(config);
  configRef.current = config;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const chart = new Chart(canvas, configRef.current() as ChartConfiguration);
    return () => chart.destroy();
  }, [dataKey]);
  return (
    <div className="perf-chart" style={{ height }}>
      <canvas ref={canvasRef} aria-hidden="true" />
    </div>
  );
}
