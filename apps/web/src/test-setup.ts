import { configure } from '@testing-library/dom';

// On a busy two-core CI machine a first render (lazy translations, happy-dom) can take longer than
// Testing Library's one-second default for findBy*/waitFor; a wait still ends as soon as it passes.
configure({ asyncUtilTimeout: 5000 });
