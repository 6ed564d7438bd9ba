/** Every workbench query key starts with this, so one invalidation after a move refreshes the queue, its counts and the detail. */
export const WORKBENCH_KEY = 'workbench';
