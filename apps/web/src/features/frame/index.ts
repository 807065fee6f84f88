export { AppFrame } from './app-frame.tsx';
export { Home } from './home.tsx';
export { AccessDenied, ErrorPage, NotFound, PlaceholderPage } from './screens.tsx';
