/** Build-time configuration (Vite env), with the defaults the product runs with. */
export const config = {
  /** Base of the main ("java") service: /auth, /api/... */
  apiBase: import.meta.env.VITE_API_BASE ?? '/limo',
  /** Base of the node service: paths holding `langs` or `/node`. */
  nodeBase: import.meta.env.VITE_NODE_BASE ?? '/limo',
  /** Where the help icon leads. */
  elearningUrl: import.meta.env.VITE_ELEARNING_URL ?? 'https://elearning.limo.example/back-office',
  /** Request time-out of spec section 9: 30 minutes. */
  requestTimeoutMs: 1_800_000,
};
