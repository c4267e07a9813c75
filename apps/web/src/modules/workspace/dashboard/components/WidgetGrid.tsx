import type { CSSProperties } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveItem, type DashboardWidget } from '@caduceus/contracts';
import { WidgetCard } from './WidgetCard';
import './dashboard.css';

/** The widgets in a responsive grid: a third, a half or the full width each, by size. */
export function WidgetGrid({ widgets }: { widgets: DashboardWidget[] }) {
  return (
    <div className="dash-grid" role="region" aria-label="Widgets">
      {widgets.map((w) => (
        <div key={w.key} className={`dash-${w.size}`}>
          <WidgetCard widget={w} />
        </div>
      ))}
    </div>
  );
}

interface ArrangeProps {
  widgets: DashboardWidget[];
  /** the keys in their current order */
  order: string[];
  onChange(order: string[], moved: string): void;
}

/**
 * Arranging: drag a widget by its handle (mouse, touch, or the keyboard: Space to lift, arrows to move,
 * Space to drop), or use its move up and down buttons.
 */
export function ArrangeGrid({ widgets, order, onChange }: ArrangeProps) {
  const byKey = new Map(widgets.map((w) => [w.key, w]));
  const title = (key: unknown) => byKey.get(String(key))?.title ?? String(key);
  const position = (key: unknown) => order.indexOf(String(key)) + 1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, position ${position(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} is over position ${position(over.id)} of ${order.length}.`
        : `${title(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at position ${position(over.id)} of ${order.length}.`
        : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))), String(active.id));
  };
  const move = (key: string, delta: number) => {
    const from = order.indexOf(key);
    onChange(moveItem(order, from, from + delta), key);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a widget, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={order} strategy={rectSortingStrategy}>
        <ol
          className="dash-grid"
          aria-label="Widgets in their order"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {order.map((key, i) => {
            const w = byKey.get(key);
            return w ? (
              <SortableWidget
                key={key}
                widget={w}
                first={i === 0}
                last={i === order.length - 1}
                onMove={(d) => move(key, d)}
              />
            ) : null;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableWidget({
  widget,
  first,
  last,
  onMove,
}: {
  widget: DashboardWidget;
  first: boolean;
  last: boolean;
  onMove(delta: number): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: widget.key,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  const controls = (
    <Flex gap={2}>
      <Tooltip title="Move up">
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          disabled={first}
          aria-label={`Move ${widget.title} up`}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip title="Move down">
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          disabled={last}
          aria-label={`Move ${widget.title} down`}
          onClick={() => onMove(1)}
        />
      </Tooltip>
      <Button
        ref={setActivatorNodeRef}
        size="small"
        type="text"
        icon={<HolderOutlined />}
        aria-label={`Drag ${widget.title}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      />
    </Flex>
  );
  return (
    <li ref={setNodeRef} style={style} className={`dash-${widget.size}`}>
      <WidgetCard widget={widget} controls={controls} compact />
    </li>
  );
}
