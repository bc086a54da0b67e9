import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Delivery, Location } from '@apteka/contracts';

export interface LocationState {
  location: Location | null;
}

const initialState: LocationState = { location: null };

/** Location of spec sections 3 and 4: set wholly, updated partially, or hydrated from the server. */
export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    setLocation(state, action: PayloadAction<Location>) {
      state.location = action.payload;
    },
    updateLocation(state, action: PayloadAction<Partial<Location>>) {
      if (state.location) state.location = { ...state.location, ...action.payload };
    },
    hydrateLocation(_state, action: PayloadAction<LocationState>) {
      return action.payload;
    },
    setDelivery(state, action: PayloadAction<Delivery>) {
      if (state.location) state.location.delivery = action.payload;
    },
  },
});

export const { setLocation, updateLocation, hydrateLocation, setDelivery } = locationSlice.actions;
