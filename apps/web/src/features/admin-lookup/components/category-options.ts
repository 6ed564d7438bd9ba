import { PHARMACOPOEIA_EDITIONS, type PharmacopoeiaVolume } from '@tcm/shared';

export const EDITION_OPTIONS = PHARMACOPOEIA_EDITIONS.map((e) => ({ value: e, label: `${e}年版` }));
export const VOLUME_OPTIONS = (volumes: readonly PharmacopoeiaVolume[] = []) => volumes.map((v) => ({ value: v.volume, label: v.volumeName }));

/** The categories grouped by volume (一部 …), or of one volume when `volume` is set. */
export function categoryOptions(volumes: readonly PharmacopoeiaVolume[] = [], volume?: number) {
  return volumes
    .filter((v) => volume === undefined || v.volume === volume)
    .map((v) => ({ label: v.volumeName, title: v.volumeName, options: v.categories.map((c) => ({ value: c.id, label: c.name })) }));
}
