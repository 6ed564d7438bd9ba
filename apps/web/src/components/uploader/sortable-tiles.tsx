import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { UploadTile, type UploadTileProps } from './upload-tile';

/** The tiles of a field that may be reordered, each draggable while `enabled` (not while uploading). Its own chunk. */
export function SortableGrid({
  ids,
  tiles,
  enabled,
  onMove,
}: {
  ids: string[];
  tiles: ReadonlyArray<UploadTileProps & { id: string }>;
  enabled: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <SortableTiles ids={ids} onMove={onMove}>
      {tiles.map((tile) => (
        <SortableTile key={tile.id} {...tile} sortable={enabled} />
      ))}
    </SortableTiles>
  );
}

const INSTRUCTIONS = { draggable: '按空格键拿起文件，用方向键移动位置，再按空格键放下；按 Esc 键取消。' };

function announcementsFor(ids: readonly UniqueIdentifier[]): Announcements {
  const at = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  return {
    onDragStart: ({ active }) => `已拿起第 ${at(active.id)} 个文件`,
    onDragOver: ({ over }) => (over ? `移动到第 ${at(over.id)} 个位置` : undefined),
    onDragEnd: ({ over }) => (over ? `文件已放到第 ${at(over.id)} 个位置` : '已放下文件'),
    onDragCancel: () => '已取消移动',
  };
}

/**
 * §4 drag to reorder: the tiles in one sortable grid. A pointer must move 5 px
 * before a drag starts, so the buttons on a tile still take plain clicks;
 * keyboard users pick a tile up with Space.
 */
export function SortableTiles({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsFor(ids), screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A tile that can be dragged within SortableTiles; `sortable` false pins it (read-only, or while uploading). */
export function SortableTile({ id, sortable, ...tile }: UploadTileProps & { id: string; sortable: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !sortable });
  return (
    <UploadTile
      {...tile}
      dragRef={setNodeRef}
      dragProps={sortable ? { ...attributes, ...listeners, 'aria-roledescription': '可拖动排序的文件' } : undefined}
      dragStyle={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}
