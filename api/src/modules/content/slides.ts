import type { Slide } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { listSlides } from './slides-repository';

/** The home page's main slider shows HOME_TOP slides; HOME_SIDE are the two banners beside it. */
const DEFAULT_SLIDE_TYPE = 'HOME_TOP';

export const homeSlides = (db: Queryable, type: string | undefined): Promise<Slide[]> =>
  listSlides(db, type ?? DEFAULT_SLIDE_TYPE);
