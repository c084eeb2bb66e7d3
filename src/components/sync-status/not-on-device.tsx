import { CloudOff } from 'lucide-react';
import { BriefUnavailable } from './brief-unavailable';
import { SYNC } from './strings';

/** A brief opened by link that this device has not downloaded yet and could not fetch now. */
export function NotOnDevice() {
  return <BriefUnavailable icon={CloudOff} title={SYNC.notHereYet} detail={SYNC.notHereYetDetail} />;
}
