// The studio area's pages, loaded together as one lazy chunk the first time a /studio address
// opens: no parent's download carries them.
export { StudioLayout } from './StudioLayout';
export { JobsPage } from './JobsPage';
export { JobPage } from './JobPage';
export { ImportPage } from './ImportPage';
export { OrdersPage } from './OrdersPage';
export { PricesPage } from './PricesPage';
