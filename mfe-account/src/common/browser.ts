/** Leaving the store's pages for another site (a sign-in provider); an object so tests can watch it. */
export const browser = {
  leaveFor(url: string) {
    window.location.assign(url);
  },
};
