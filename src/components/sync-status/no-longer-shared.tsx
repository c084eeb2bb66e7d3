import { Lock } from 'lucide-react';
import { BriefUnavailable } from './brief-unavailable';
import { SYNC } from './strings';

/** A brief opened by link that was shared with the user and no longer is: said, not a silent return. */
export function NoLongerShared() {
  return <BriefUnavailable icon={Lock} title={SYNC.noLongerShared} detail={SYNC.noLongerSharedDetail} />;
}
