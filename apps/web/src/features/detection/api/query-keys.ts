/** Every catalogue query key of this feature starts with this. */
export const DETECTION_KEY = 'detection';
