import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BREAKPOINTS, type DeviceFlags } from '@apteka/contracts';

/** Device flags from a viewport width: under 576 small mobile, under 1024 mobile/tablet, else desktop. */
export function deviceFlagsFor(width: number, isTouch: boolean): DeviceFlags {
  return {
    isSmallMobile: width < BREAKPOINTS.smallMobile,
    isMobile: width < BREAKPOINTS.desktop,
    isTablet: width >= BREAKPOINTS.smallMobile && width < BREAKPOINTS.desktop,
    isLaptop: width >= BREAKPOINTS.desktop && width < BREAKPOINTS.wide,
    isDesktop: width >= BREAKPOINTS.desktop,
    isTouch,
  };
}

export const deviceSlice = createSlice({
  name: 'device',
  initialState: deviceFlagsFor(1280, false),
  reducers: {
    setDeviceFlags(_state, action: PayloadAction<DeviceFlags>) {
      return action.payload;
    },
  },
});

export const { setDeviceFlags } = deviceSlice.actions;

/** Keeps the device flags following the 576/1024/1280 media queries live. Returns a stop function. */
export function watchDevice(dispatch: (action: ReturnType<typeof setDeviceFlags>) => void): () => void {
  const queries = [BREAKPOINTS.smallMobile, BREAKPOINTS.desktop, BREAKPOINTS.wide].map((px) =>
    window.matchMedia(`(min-width: ${px}px)`),
  );
  const touch = window.matchMedia('(pointer: coarse)');
  const update = () => {
    const [small, desktop, wide] = queries.map((q) => q.matches);
    const width = wide ? BREAKPOINTS.wide : desktop ? BREAKPOINTS.desktop : small ? BREAKPOINTS.smallMobile : 0;
    dispatch(setDeviceFlags(deviceFlagsFor(width, touch.matches)));
  };
  update();
  [...queries, touch].forEach((q) => q.addEventListener('change', update));
  return () => [...queries, touch].forEach((q) => q.removeEventListener('change', update));
}
