/** The AI design area's lazily loaded entry. */
export {
  DesignAiLoginPage,
  DesignAiPage,
  DesignAiSignupPage,
  DesignAiWelcomePage,
} from './design-ai.tsx';
