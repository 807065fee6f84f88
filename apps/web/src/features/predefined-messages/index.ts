export { PredefinedMessagesPage } from './predefined-messages-page.tsx';
