import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Used for the ids: `${idBase}-tab-${id}` and `${idBase}-panel-${id}`. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping), Home and End move between the tabs and
 * select them; only the selected tab is in the tab order; each panel is labelled by its tab.
 */
export function Tabs({ items, label, idBase, initial = 0 }: { items: TabItem[]; label: string; idBase: string; initial?: number }) {
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => select(selected + 1),
      ArrowLeft: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(items.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.id}`}
            aria-selected={i === selected}
            aria-controls={`${idBase}-panel-${item.id}`}
            tabIndex={i === selected ? 0 : -1}
            className={`tabs__tab${i === selected ? ' is-selected' : ''}`}
            onClick={() => setSelected(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idBase}-panel-${item.id}`}
          aria-labelledby={`${idBase}-tab-${item.id}`}
          tabIndex={0}
          hidden={i !== selected}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
