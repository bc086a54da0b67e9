/** Every call of the API lives under this path; pictures and the site itself are served beside it. */
export const API_PREFIX = '/api';
