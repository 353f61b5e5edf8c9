// /admin/performance › Page speed: per metric, the p75 over every route and per route against
// the thresholds the server sends (good and poor lines, bars coloured by rating), the sample
// counts, and the same numbers in a table.
import { graphql, useFragment } from 'react-relay';
import type { WebVitalsSection_performance$data, WebVitalsSection_performance$key } from './__generated__/WebVitalsSection_performance.graphql';
import { ChartCanvas, themeColor, thresholdLines, type ThemeColor } from './ChartCanvas';
import { formatShare, formatVital, METRIC_NAMES, RATING_LABELS, type VitalRating } from './vitalFormat';
import { formatCount } from '../../ui/format';

const NO_MEASUREMENTS = 'No measurements yet: members who agreed to analytics send them as they browse.';

type Vital = WebVitalsSection_performance$data['webVitals'][number];
type Stat = NonNullable<Vital['overall']>;

const RATING_COLORS: Record<string, ThemeColor> = { GOOD: 'good', NEEDS_IMPROVEMENT: 'needsImprovement', POOR: 'poor' };
const ratingColor = (rating: VitalRating) => themeColor(RATING_COLORS[rating] ?? 'muted');

export function WebVitalsSection({ performance }: { performance: WebVitalsSection_performance$key }) {
  const data = useFragment(
    graphql`
      fragment WebVitalsSection_performance on AdminPerformance {
        webVitals {
          metric
          threshold {
            good
            poor
            unit
          }
          overall {
            ...WebVitalsSection_stat @relay(mask: false)
          }
          routes {
            ...WebVitalsSection_stat @relay(mask: false)
          }
        }
      }
    `,
    performance,
  );
  const measured = data.webVitals.some((vital) => vital.overall);
  return (
    <section className="perf-section" aria-labelledby="perf-vitals-title">
      <h2 id="perf-vitals-title">Page speed</h2>
      <p className="muted">
        The 75th percentile (p75) of what members’ browsers measured, per page. Three in four visits were at least this
        fast. Bars are green when good, amber when they need improvement, red when poor.
      </p>
      {measured ? (
        <div className="perf-vitals">
          {data.webVitals.map((vital) => (
            <VitalCard key={vital.metric} vital={vital} />
          ))}
        </div>
      ) : (
        <p className="perf-empty card">{NO_MEASUREMENTS}</p>
      )}
    </section>
  );
}

graphql`
  fragment WebVitalsSection_stat on WebVitalStat {
    route
    p75
    rating
    samples
    good
    needsImprovement
    poor
  }
`;

function VitalCard({ vital }: { vital: Vital }) {
  const { metric, threshold, overall } = vital;
  const titleId = `perf-vital-${metric}`;
  return (
    <article className="perf-vital card" aria-labelledby={titleId} data-testid={`vital-${metric}`}>
      <header className="perf-vital-header">
        <h3 id={titleId}>
          {metric} <span className="perf-vital-name">{METRIC_NAMES[metric] ?? metric}</span>
        </h3>
        {overall ? (
          <p className="perf-vital-overall">
            <span className={`perf-rating perf-rating-${overall.rating.toLowerCase()}`}>{RATING_LABELS[overall.rating] ?? overall.rating}</span>
            <strong>{formatVital(overall.p75, threshold.unit)}</strong> p75 · {formatCount(overall.samples)}{' '}
            {overall.samples === 1 ? 'sample' : 'samples'}
          </p>
        ) : null}
      </header>
      <p className="perf-thresholds muted">
        Good up to {formatVital(threshold.good, threshold.unit)}, poor over {formatVital(threshold.poor, threshold.unit)}
      </p>
      {overall ? (
        <>
          <VitalChart vital={vital} />
          <details className="perf-details">
            <summary>Numbers for {metric}</summary>
            <VitalTable vital={vital} />
          </details>
        </>
      ) : (
        <p className="muted">No {metric} measurements in this period.</p>
      )}
    </article>
  );
}

function VitalChart({ vital }: { vital: Vital }) {
  const { metric, threshold, routes } = vital;
  const height = 56 + routes.length * 30;
  return (
    <ChartCanvas<'bar'>
      height={height}
      dataKey={JSON.stringify(vital)}
      config={() => {
        const muted = themeColor('muted');
        const border = themeColor('border');
        return {
          type: 'bar',
          data: {
            labels: routes.map((r) => r.route ?? ''),
            datasets: [
              {
                label: `${metric} p75`,
                data: routes.map((r) => r.p75),
                backgroundColor: routes.map((r) => ratingColor(r.rating)),
                borderRadius: 4,
                barThickness: 18,
              },
            ],
          },
          options: {
            indexAxis: 'y',
            maintainAspectRatio: false,
            animation: false,
            layout: { padding: { top: 18, right: 8 } },
            scales: {
              x: {
                beginAtZero: true,
                suggestedMax: threshold.poor * 1.15,
                ticks: { color: muted, callback: (value) => formatVital(Number(value), threshold.unit) },
                grid: { color: border },
              },
              y: { ticks: { color: muted, autoSkip: false }, grid: { display: false } },
            },
            plugins: {
              tooltip: {
                callbacks: {
                  label: (item) => {
                    const stat = routes[item.dataIndex]!;
                    return `p75 ${formatVital(stat.p75, threshold.unit)} (${RATING_LABELS[stat.rating] ?? stat.rating}), ${stat.samples} samples`;
                  },
                },
              },
            },
          },
          plugins: [
            thresholdLines([
              { value: threshold.good, label: 'good', color: themeColor('good') },
              { value: threshold.poor, label: 'poor', color: themeColor('poor') },
            ]),
          ],
        };
      }}
    />
  );
}

function VitalTable({ vital }: { vital: Vital }) {
  const rows: Stat[] = [...vital.routes, ...(vital.overall ? [vital.overall] : [])];
  return (
    <div className="perf-table-wrap">
      <table className="perf-table">
        <caption className="visually-hidden">
          {vital.metric} p75 and samples per route
        </caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">p75</th>
            <th scope="col">Rating</th>
            <th scope="col">Samples</th>
            <th scope="col">Good</th>
            <th scope="col">Needs improvement</th>
            <th scope="col">Poor</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((stat) => (
            <tr key={stat.route ?? '*'} className={stat.route === null ? 'perf-table-total' : undefined}>
              <th scope="row">{stat.route ?? 'All routes'}</th>
              <td>{formatVital(stat.p75, vital.threshold.unit)}</td>
              <td>{RATING_LABELS[stat.rating] ?? stat.rating}</td>
              <td>{stat.samples}</td>
              <td>{formatShare(stat.good, stat.samples)}</td>
              <td>{formatShare(stat.needsImprovement, stat.samples)}</td>
              <td>{formatShare(stat.poor, stat.samples)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
