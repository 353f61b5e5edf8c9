// Performance panel (content spec §2 'Share-to-short-video dialogs' 4, §4): the post's Cards
// Created, Captions Copied and Scripts Made; the Report Performance form (closes, clears and
// reloads after success); past reports with their engagement rate. Members see their own
// reports, admins everyone's (the server decides).
import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toastStore';
import type { PerformancePanelQuery } from './__generated__/PerformancePanelQuery.graphql';
import { formatEngagementRate } from './engagement';
import { EMPTY_REPORT_FORM, parseReportForm, REPORT_COUNT_FIELDS, reportFieldLabel, type ReportFormErrors, type ReportFormValues } from './performanceForm';
import type { SharePost } from './sharePost';
import { useReportSharePerformanceMutation } from './useReportSharePerformanceMutation';

export const REPORT_SAVED = 'Performance data reported successfully!';
export const REPORT_FAILED = 'Failed to report performance';

const COUNTERS = [
  { action: 'card_created', label: 'Cards Created' },
  { action: 'caption_copied', label: 'Captions Copied' },
  { action: 'script_made', label: 'Scripts Made' },
] as const;

export function PerformancePanel({ post }: { post: SharePost }) {
  // A new key after each report reads the counts and the list again.
  const [version, setVersion] = useState(0);
  const [formOpen, setFormOpen] = useState(false);
  const reportControls = (
    <div className="share-report">
      <button type="button" className="button" aria-expanded={formOpen} onClick={() => setFormOpen(!formOpen)}>
        {formOpen ? 'Cancel report' : 'Report Performance'}
      </button>
      {formOpen ? (
        <ReportForm
          postId={post.id}
          onReported={() => {
            setFormOpen(false);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
    </div>
  );
  return (
    <div className="share-performance">
      <Suspense fallback={<Spinner label="Loading performance…" />}>
        <PerformanceData postId={post.id} version={version} reportControls={reportControls} />
      </Suspense>
    </div>
  );
}

/** The counters, then the report form's controls, then the past reports. */
function PerformanceData({ postId, version, reportControls }: { postId: string; version: number; reportControls: ReactNode }) {
  const data = useLazyLoadQuery<PerformancePanelQuery>(
    graphql`
      query PerformancePanelQuery($id: String!) {
        post(id: $id) {
          id
          shareAnalytics {
            counts {
              action
              count
            }
            reports {
              id
              url
              views
              likes
              shares
              comments
              engagementRate
              createdAt
            }
          }
        }
      }
    `,
    { id: postId },
    { fetchKey: version, fetchPolicy: 'network-only' },
  );
  const analytics = data.post?.shareAnalytics;
  const countOf = (action: string) => analytics?.counts.find((c) => c.action === action)?.count ?? 0;
  const reports = analytics?.reports ?? [];
  return (
    <>
      <dl className="share-counters" aria-label="Share counts">
        {COUNTERS.map(({ action, label }) => (
          <div key={action}>
            <dt>{label}</dt>
            <dd>{countOf(action)}</dd>
          </div>
        ))}
      </dl>
      {reportControls}
      <section aria-labelledby="share-reports-title">
        <h3 id="share-reports-title" className="share-section-title">
          Reported videos
        </h3>
        {reports.length === 0 ? (
          <p className="muted">No reports yet. After posting a video, report its numbers here.</p>
        ) : (
          <ul className="share-reports">
            {reports.map((report) => (
              <li key={report.id}>
                <span>
                  {report.url ? (
                    <a href={report.url} target="_blank" rel="noopener noreferrer">
                      Video
                    </a>
                  ) : (
                    'Video'
                  )}{' '}
                  <span className="muted">{new Date(String(report.createdAt)).toLocaleDateString()}</span>
                </span>
                <span>{report.views} views</span>
                <span>{report.likes} likes</span>
                <span>{report.shares} shares</span>
                <span>{report.comments} comments</span>
                <strong>Engagement {formatEngagementRate(report.engagementRate)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ReportForm({ postId, onReported }: { postId: string; onReported: () => void }) {
  const [values, setValues] = useState<ReportFormValues>(EMPTY_REPORT_FORM);
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [report, reporting] = useReportSharePerformanceMutation();
  const set = (field: keyof ReportFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseReportForm(values);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    report({
      input: { postId, ...parsed.input },
      onCompleted: () => {
        showToast(REPORT_SAVED, 'success');
        setValues(EMPTY_REPORT_FORM);
        onReported();
      },
      onError: () => showToast(REPORT_FAILED, 'error'),
    });
  };

  return (
    <form className="form share-report-form" onSubmit={submit} noValidate aria-label="Report performance">
      <div className="field-wide">
        <TextField label="Video URL (optional)" type="url" inputMode="url" value={values.url} onChange={set('url')} error={errors.url} placeholder="https://" />
      </div>
      {REPORT_COUNT_FIELDS.map((field) => (
        <TextField key={field} label={reportFieldLabel(field)} inputMode="numeric" value={values[field]} onChange={set(field)} error={errors[field]} required />
      ))}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={reporting}>
          {reporting ? 'Reporting…' : 'Submit report'}
        </button>
      </div>
    </form>
  );
}
