interface ImportMetaEnv {
  /** Set by the story-test projects: the mode every story renders in ('light' or 'dark'). */
  readonly STORYBOOK_TEST_MODE?: 'light' | 'dark';
}
