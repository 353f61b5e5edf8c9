// A modal whose content reads its data when it opens (the post to edit, the composer's lists):
// until then the same modal shows a spinner, and a message if the read fails.
import { Suspense, type ReactNode } from 'react';
import { FormMessage } from './Field';
import { Modal, type ModalProps } from './Modal';
import { QuietBoundary } from './QuietBoundary';
import { Spinner } from './Spinner';

interface LoadingModalProps extends Pick<ModalProps, 'title' | 'onClose' | 'size' | 'className'> {
  /** What the spinner says to a screen reader. */
  loadingLabel: string;
  /** Shown in the modal when the content could not be loaded. */
  failure: string;
  /** The content, which suspends while its data loads and renders the modal itself once it has. */
  children: ReactNode;
}

export function LoadingModal({ loadingLabel, failure, children, ...modal }: LoadingModalProps) {
  const waiting = (body: ReactNode) => (
    <Modal open {...modal}>
      {body}
    </Modal>
  );
  return (
    <QuietBoundary fallback={waiting(<FormMessage tone="error">{failure}</FormMessage>)}>
      <Suspense fallback={waiting(<Spinner label={loadingLabel} />)}>{children}</Suspense>
    </QuietBoundary>
  );
}
