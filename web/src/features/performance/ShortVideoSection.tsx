// /admin/performance › Short-video sharing (content spec §7): share actions per type (bars) and
// per day (line), members' performance reports with their totals and engagement rate, and the
// consented page views per route.
import { graphql, useFragment } from 'react-relay';
import type { ShortVideoSection_performance$key } from './__generated__/ShortVideoSection_performance.graphql';
import { ChartCanvas, themeColor } from './ChartCanvas';
import { formatEngagementRate } from '../share/engagement';
import { formatCount } from '../../ui/format';

const ACTION_LABELS: Record<string, string> = {
  card_created: 'Cards Created',
  card_failed: 'Cards failed',
  caption_copied: 'Captions Copied',
  script_made: 'Scripts Made',
  upload_page_opened: 'Upload page opened',
  qr_shown: 'QR code shown',
  quick_share: 'Quick Share',
  app_opened: 'App opened',
  app_open_failed: 'App did not open',
  share_opened: 'Share dialog opened',
  share: 'Shares tracked',
};

const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
const count = (n: number) => formatCount(n);
/** 2026-11-25 → Nov 25 (a UTC day). */
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function ShortVideoSection({ performance, enabled }: { performance: ShortVideoSection_performance$key; enabled: boolean }) {
  const data = useFragment(
    graphql`
      fragment ShortVideoSection_performance on AdminPerformance {
        shareActions {
          action
          count
        }
        shareActionsByDay {
          day
          count
        }
        shareReports {
          reports
          views
          likes
          shares
          comments
          engagementRate
        }
        pageViews
        pageViewsByRoute {
          route
          views
        }
      }
    `,
    performance,
  );
  const { shareActions, shareActionsByDay, shareReports, pageViews, pageViewsByRoute } = data;
  const totals = [
    { label: 'Reports', value: count(shareReports.reports) },
    { label: 'Views', value: count(shareReports.views) },
    { label: 'Likes', value: count(shareReports.likes) },
    { label: 'Shares', value: count(shareReports.shares) },
    { label: 'Comments', value: count(shareReports.comments) },
    { label: 'Engagement rate', value: formatEngagementRate(shareReports.engagementRate) },
  ];
  return (
    <>
      <section className="perf-section" aria-labelledby="perf-share-title">
        <h2 id="perf-share-title">Short-video sharing</h2>
        {enabled ? null : <p className="muted">Short-video sharing is turned off on this server; these are the numbers from when it was on.</p>}
        <dl className="perf-totals" aria-label="Performance reports">
          {totals.map((t) => (
            <div key={t.label} className="perf-total card">
              <dt>{t.label}</dt>
              <dd data-testid={`share-${t.label.toLowerCase().replace(/ /g, '-')}`}>{t.value}</dd>
            </div>
          ))}
        </dl>
        {shareActions.length === 0 ? (
          <p className="perf-empty card">No share activity in this period: the numbers appear as members make cards, copy captions and share.</p>
        ) : (
          <div className="perf-share-charts">
            <article className="card perf-chart-card" aria-labelledby="perf-actions-title">
              <h3 id="perf-actions-title">Actions per type</h3>
              <ChartCanvas<'bar'>
                height={48 + shareActions.length * 30}
                dataKey={JSON.stringify(shareActions)}
                config={() => ({
                  type: 'bar',
                  data: {
                    labels: shareActions.map((a) => actionLabel(a.action)),
                    datasets: [{ label: 'Actions', data: shareActions.map((a) => a.count), backgroundColor: themeColor('accent'), borderRadius: 4, barThickness: 18 }],
                  },
                  options: {
                    indexAxis: 'y',
                    maintainAspectRatio: false,
                    animation: false,
                    scales: {
                      x: { beginAtZero: true, ticks: { precision: 0, color: themeColor('muted') }, grid: { color: themeColor('border') } },
                      y: { ticks: { color: themeColor('muted'), autoSkip: false }, grid: { display: false } },
                    },
                  },
                })}
              />
              <details className="perf-details">
                <summary>Numbers per type</summary>
                <table className="perf-table">
                  <thead>
                    <tr>
                      <th scope="col">Action</th>
                      <th scope="col">Count</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shareActions.map((a) => (
                      <tr key={a.action}>
                        <th scope="row">{actionLabel(a.action)}</th>
                        <td>{count(a.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </article>
            <article className="card perf-chart-card" aria-labelledby="perf-days-title">
              <h3 id="perf-days-title">Actions per day</h3>
              <ChartCanvas<'line'>
                height={220}
                dataKey={JSON.stringify(shareActionsByDay)}
                config={() => ({
                  type: 'line',
                  data: {
                    labels: shareActionsByDay.map((d) => dayLabel(d.day)),
                    datasets: [
                      {
                        label: 'Actions',
                        data: shareActionsByDay.map((d) => d.count),
                        borderColor: themeColor('accent'),
                        backgroundColor: themeColor('accent'),
                        pointRadius: shareActionsByDay.length > 10 ? 2 : 4,
                        // Monotone: the curve never dips below a day's count (no negative overshoot).
                        cubicInterpolationMode: 'monotone',
                      },
                    ],
                  },
                  options: {
                    maintainAspectRatio: false,
                    animation: false,
                    scales: {
                      x: { ticks: { color: themeColor('muted'), maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
                      y: { beginAtZero: true, ticks: { precision: 0, color: themeColor('muted') }, grid: { color: themeColor('border') } },
                    },
                  },
                })}
              />
              <details className="perf-details">
                <summary>Numbers per day</summary>
                <table className="perf-table">
                  <thead>
                    <tr>
                      <th scope="col">Day (UTC)</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shareActionsByDay.map((d) => (
                      <tr key={d.day}>
                        <th scope="row">{dayLabel(d.day)}</th>
                        <td>{count(d.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </article>
          </div>
        )}
      </section>
      <section className="perf-section" aria-labelledby="perf-views-title">
        <h2 id="perf-views-title">Page views</h2>
        {pageViews === 0 ? (
          <p className="perf-empty card">No page views yet: members who agreed to analytics send them as they browse.</p>
        ) : (
          <div className="card perf-table-wrap">
            <table className="perf-table">
              <caption>
                {count(pageViews)} page {pageViews === 1 ? 'view' : 'views'} from members who agreed to analytics
              </caption>
              <thead>
                <tr>
                  <th scope="col">Route</th>
                  <th scope="col">Views</th>
                </tr>
              </thead>
              <tbody>
                {pageViewsByRoute.map((r) => (
                  <tr key={r.route}>
                    <th scope="row">{r.route}</th>
                    <td>{count(r.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
