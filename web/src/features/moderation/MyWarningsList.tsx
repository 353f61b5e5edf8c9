// The signed-in member's warnings with their severity labels and Acknowledge. Interface agreed in
// /work/issue10-plan.md (embedded in the member's Account standing page). (Being filled in by the
// sanctions work; the export is final.)
import { Spinner } from '../../ui/Spinner';

export function MyWarningsList() {
  return <Spinner />;
}
