// The dashboard as the app composes it (src/app/dashboard-screen.tsx): the page with the dialogs and actions
// other features add to it (Share, Invite, Profile, Change password, Manage templates, the theme, Duplicate
// and the delete that can be undone).
import { loadDashboardScreen } from '../../../src/app/dashboard-screen.tsx';

const { default: DashboardPage } = await loadDashboardScreen();

export default DashboardPage;
