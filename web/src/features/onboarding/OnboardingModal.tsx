// The onboarding modal (content spec §4 'Onboarding', §5, §9): three steps with 'Step n of 3'
// and a progress bar: topics (at least 3, custom ones as 'Other: …'), regions and campaigns
// (at least one; and whether the member organizes), where to start (a landing choice) with
// communities to join. Back and Next; Next waits for the step's rule. Closing (X, Escape,
// backdrop) asks 'Skip personalization?' ('Skip for now' marks it complete, 'Continue setup'
// goes back). 'Get started' ('Setting up...') saves the answers, which follows them on the
// server, then goes where the member chose.
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from '../../routing';
import { userMessage } from '../../relay/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormMessage } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { CommunityIcon } from '../communities/CommunityIcon';
import '../communities/communities.css';
import { membersLabel } from '../communities/communityRules';
import { rememberMyFeedOffered } from '../feed/myFeedMemory';
import type { OnboardingModalQuery } from './__generated__/OnboardingModalQuery.graphql';
import {
  EMPTY_ANSWERS,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  asLandingChoice,
  checkCustomTopic,
  customTopicLabel,
  fromSaved,
  stepProblem,
  toggle,
  type OnboardingAnswers,
} from './onboardingRules';
import { useCompleteOnboardingMutation } from './useCompleteOnboardingMutation';
import '../sidebars/sidebars.css';
import './onboarding.css';

export const SKIP_TITLE = 'Skip personalization?';

export function OnboardingModal({ viewerId, userId, onClose }: { viewerId: string; userId: number; onClose: () => void }) {
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [complete, busy] = useCompleteOnboardingMutation();
  const [skipping, setSkipping] = useState(false);
  const save: Save = { complete, saving: busy && !skipping };

  const skip = () => {
    setSkipping(true);
    complete({
      viewerId,
      answers: 'skip',
      onCompleted: onClose,
      // Not saved: close anyway; the server still has it open, so it shows again next visit.
      onError: onClose,
    });
  };

  return (
    <>
      <Modal open title="Personalize your feed" onClose={() => setConfirmSkip(true)} closeBlocked={busy} size="large" className="onboarding-modal">
        <Suspense fallback={<Spinner label="Loading…" />}>
          <OnboardingSteps viewerId={viewerId} userId={userId} onDone={onClose} save={save} />
        </Suspense>
      </Modal>
      <ConfirmDialog
        open={confirmSkip}
        title={SKIP_TITLE}
        confirmLabel="Skip for now"
        busyLabel="Skipping…"
        cancelLabel="Continue setup"
        busy={skipping}
        onConfirm={skip}
        onCancel={() => setConfirmSkip(false)}
      >
        <p>You can personalize your feed later with 'Personalize my feed' at the top of the page.</p>
      </ConfirmDialog>
    </>
  );
}

interface Save {
  complete: ReturnType<typeof useCompleteOnboardingMutation>[0];
  saving: boolean;
}

function OnboardingSteps({ viewerId, userId, onDone, save }: { viewerId: string; userId: number; onDone: () => void; save: Save }) {
  const data = useLazyLoadQuery<OnboardingModalQuery>(
    graphql`
      query OnboardingModalQuery {
        onboardingOptions {
          topics {
            id
            label
            description
          }
          regions {
            id
            label
          }
          campaigns {
            id
            name
            description
            color
          }
          landingChoices {
            choice
            label
            path
          }
        }
        suggestedCommunities(first: 6) {
          id
          slug
          displayName
          icon
          memberCount
        }
        viewer {
          onboarding {
            topics
            locationAndCampaigns
            communities
            isOrganizer
            landingChoice
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const options = data.onboardingOptions;
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  // A second pass starts from the earlier answers.
  const [answers, setAnswers] = useState<OnboardingAnswers>(() =>
    data.viewer?.onboarding ? fromSaved(data.viewer.onboarding, options.regions.map((r) => r.id)) : EMPTY_ANSWERS,
  );
  const [customText, setCustomText] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { complete, saving } = save;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const customId = useId();
  const problem = stepProblem(step, answers);
  const set = (patch: Partial<OnboardingAnswers>) => setAnswers((a) => ({ ...a, ...patch }));

  const goTo = (next: number) => {
    setStep(next);
    setSaveError(null);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  const addCustom = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCustomTopic(customText, answers.customTopics, options.topics);
    if (!check.ok) {
      setCustomError(check.message);
      return;
    }
    set({ customTopics: [...answers.customTopics, check.topic] });
    setCustomText('');
    setCustomError(null);
  };

  const submit = () => {
    if (stepProblem(1, answers) || stepProblem(2, answers) || stepProblem(3, answers)) return;
    setSaveError(null);
    const path = options.landingChoices.find((l) => l.choice === answers.landingChoice)?.path ?? '/';
    complete({
      viewerId,
      answers,
      onCompleted: () => {
        // The loader then fetches My Feed straight away.
        rememberMyFeedOffered(userId, true);
        onDone();
        navigate(path);
      },
      onError: (error) => setSaveError(userMessage(error, ONBOARDING_MESSAGES.failed)),
    });
  };

  const customLabel = customTopicLabel(answers.customTopics.length);
  return (
    <div className="onboarding">
      <div className="onboarding-progress">
        <p className="onboarding-step-label" aria-live="polite">
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <div
          className="onboarding-bar"
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={ONBOARDING_STEPS}
          aria-valuenow={step}
        >
          <span style={{ width: `${(step / ONBOARDING_STEPS) * 100}%` }} />
        </div>
      </div>

      {step === 1 ? (
        <section aria-labelledby="onboarding-step-title">
          <h3 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className="onboarding-heading">
            What do you want to hear about?
          </h3>
          <p className="muted">Pick at least 3. We follow their topics for you, so your feed starts with posts about them.</p>
          <ul className="onboarding-options onboarding-topics">
            {options.topics.map((topic) => {
              const on = answers.topics.includes(topic.id);
              return (
                <li key={topic.id}>
                  <button type="button" className={`onboarding-option${on ? ' selected' : ''}`} aria-pressed={on} onClick={() => set({ topics: toggle(answers.topics, topic.id) })}>
                    <span className="onboarding-option-label">
                      {on ? <Icon name="check" size={16} /> : null} {topic.label}
                    </span>
                    <span className="onboarding-option-text">{topic.description}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {answers.customTopics.length > 0 ? (
            <ul className="onboarding-custom" aria-label="Custom topics">
              {answers.customTopics.map((topic) => (
                <li key={topic} className="filter-chip">
                  Other: {topic}
                  <button
                    type="button"
                    className="filter-chip-clear"
                    aria-label={`Remove ${topic}`}
                    onClick={() => set({ customTopics: answers.customTopics.filter((t) => t !== topic) })}
                  >
                    <Icon name="close" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {customLabel ? (
            <form className="field onboarding-custom-form" onSubmit={addCustom}>
              <label htmlFor={customId}>{customLabel}</label>
              <div className="onboarding-custom-row">
                <input
                  id={customId}
                  value={customText}
                  maxLength={60}
                  placeholder="e.g. night shifts"
                  aria-invalid={customError ? true : undefined}
                  aria-describedby={customError ? `${customId}-error` : undefined}
                  onChange={(event) => {
                    setCustomText(event.target.value);
                    setCustomError(null);
                  }}
                />
                <button type="submit" className="button" disabled={customText.trim() === ''}>
                  Add
                </button>
              </div>
              {customError ? (
                <p id={`${customId}-error`} className="field-error" role="alert">
                  {customError}
                </p>
              ) : null}
            </form>
          ) : null}
        </section>
      ) : step === 2 ? (
        <section aria-labelledby="onboarding-step-title">
          <h3 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className="onboarding-heading">
            Where do you work, and which campaigns do you back?
          </h3>
          <p className="muted">Choose at least one region or campaign. Campaigns you pick are followed.</p>
          <h4 className="onboarding-subheading">Region</h4>
          <ul className="onboarding-chips">
            {options.regions.map((region) => {
              const on = answers.regions.includes(region.id);
              return (
                <li key={region.id}>
                  <button type="button" className={`chip-toggle${on ? ' selected' : ''}`} aria-pressed={on} onClick={() => set({ regions: toggle(answers.regions, region.id) })}>
                    {on ? <Icon name="check" size={14} /> : null} {region.label}
                  </button>
                </li>
              );
            })}
          </ul>
          <h4 className="onboarding-subheading">Campaigns</h4>
          <ul className="onboarding-options onboarding-campaigns">
            {options.campaigns.map((campaign) => {
              const on = answers.campaigns.includes(campaign.id);
              return (
                <li key={campaign.id}>
                  <button
                    type="button"
                    className={`onboarding-option${on ? ' selected' : ''}`}
                    aria-pressed={on}
                    onClick={() => set({ campaigns: toggle(answers.campaigns, campaign.id) })}
                  >
                    <span className="onboarding-option-label">
                      <span className="campaign-dot" style={{ background: campaign.color }} aria-hidden="true" />
                      {campaign.name} {on ? <Icon name="check" size={16} /> : null}
                    </span>
                    <span className="onboarding-option-text">{campaign.description}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <label className="checkbox-row onboarding-organizer">
            <input type="checkbox" checked={answers.isOrganizer} onChange={(event) => set({ isOrganizer: event.target.checked })} />
            <span>I organize (or want to organize) at my workplace</span>
          </label>
        </section>
      ) : (
        <section aria-labelledby="onboarding-step-title">
          <h3 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className="onboarding-heading">
            Where do you want to start?
          </h3>
          <ul className="onboarding-options onboarding-landing" role="radiogroup" aria-label="Where to start">
            {options.landingChoices.map((landing) => {
              const choice = asLandingChoice(landing.choice);
              if (!choice) return null;
              const on = answers.landingChoice === choice;
              return (
                <li key={landing.choice}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={on}
                    className={`onboarding-option${on ? ' selected' : ''}`}
                    onClick={() => set({ landingChoice: choice })}
                  >
                    <span className="onboarding-option-label">
                      {on ? <Icon name="check" size={16} /> : null} {landing.label}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {data.suggestedCommunities.length > 0 ? (
            <>
              <h4 className="onboarding-subheading">Join communities (optional)</h4>
              <ul className="onboarding-communities">
                {data.suggestedCommunities.map((community) => {
                  const on = answers.communities.includes(community.slug);
                  return (
                    <li key={community.id}>
                      <label className="checkbox-row">
                        <input type="checkbox" checked={on} onChange={() => set({ communities: toggle(answers.communities, community.slug) })} />
                        <CommunityIcon icon={community.icon} name={community.displayName} size="small" />
                        <span>
                          {community.displayName} <span className="muted">{membersLabel(community.memberCount)}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </section>
      )}

      {problem ? (
        <p className="onboarding-hint muted" aria-live="polite">
          {problem}
        </p>
      ) : null}
      {saveError ? <FormMessage tone="error">{saveError}</FormMessage> : null}

      <div className="button-row dialog-actions onboarding-actions">
        {step > 1 ? (
          <button type="button" className="button" onClick={() => goTo(step - 1)} disabled={saving}>
            Back
          </button>
        ) : null}
        {step < ONBOARDING_STEPS ? (
          <button type="button" className="button button-primary" onClick={() => goTo(step + 1)} disabled={problem !== null}>
            Next
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={submit} disabled={problem !== null || saving} aria-busy={saving || undefined}>
            {saving ? 'Setting up...' : 'Get started'}
          </button>
        )}
      </div>
    </div>
  );
}
