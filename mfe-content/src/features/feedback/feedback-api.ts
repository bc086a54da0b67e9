import { contentApi } from '../../api';

export type FeedbackKind = 'message' | 'callback' | 'mp-link' | 'jj' | 'podbor-analoga' | 'charity';

/** The site's forms go as multipart form data: booleans as 0/1, files as attachment[n]. */
export const feedbackApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<{ accepted: true; id: number | null }, { kind: FeedbackKind; form: FormData }>({
      query: ({ kind, form }) => ({ url: `/feedback/${kind}`, method: 'POST', body: form }),
    }),
    subscribe: build.mutation<{ confirmationSent: boolean; alreadyConfirmed: boolean }, FormData>({
      query: (form) => ({ url: '/feedback/subscribe', method: 'POST', body: form }),
    }),
  }),
});

export const { useSendFeedbackMutation, useSubscribeMutation } = feedbackApi;
