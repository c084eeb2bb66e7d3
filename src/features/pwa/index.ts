// The PWA feature's public entry: the "new version" prompt (docs/architecture.md).
export { UpdateToast } from './update-toast';
