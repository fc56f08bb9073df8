import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import formStyles from '../../components/form.module.css';
import styles from './template-editor.module.css';

export interface TemplateRowsProps<T> {
  /** The part's heading, such as "Columns". */
  title: string;
  /** How one row is named to assistive technology, such as "Column 2". */
  rowLabel: (position: number) => string;
  addLabel: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  newItem: () => T;
  max: number;
  /** Whether the rows' order means something (columns, sorting). */
  ordered?: boolean;
  /** A problem of the whole part, such as a name used twice. */
  problem?: string | undefined;
  emptyText: string;
  children: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
}

/**
 * One part of a template as a list of rows, each with its fields and buttons to move or remove
 * it; a row added takes the focus, and removing one gives it to the Add button.
 */
export function TemplateRows<T>({
  title,
  rowLabel,
  addLabel,
  items,
  onChange,
  newItem,
  max,
  ordered = false,
  problem,
  emptyText,
  children,
}: TemplateRowsProps<T>) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows have rendered after an add or a remove.
  const focusTarget = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'add') addRef.current?.focus();
    else
      listRef.current?.children.item(target)?.querySelector<HTMLElement>('input, button')?.focus();
  });

  const update = (index: number, patch: Partial<T>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => {
    onChange(items.filter((_, at) => at !== index));
    focusTarget.current = 'add';
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item as T);
    onChange(next);
  };
  const add = () => {
    onChange([...items, newItem()]);
    focusTarget.current = items.length;
  };

  return (
    <fieldset className={styles.part}>
      <legend className={styles.partTitle}>{title}</legend>
      {items.length === 0 ? <p className={formStyles.description}>{emptyText}</p> : null}
      <ol ref={listRef} className={styles.rows}>
        {items.map((item, index) => {
          const label = rowLabel(index + 1);
          return (
            <li key={index}>
              <div className={styles.row} role="group" aria-label={label}>
                <div className={styles.rowFields}>
                  {children(item, (patch) => update(index, patch), index)}
                </div>
                <div className={styles.rowActions}>
                  {ordered ? (
                    <>
                      <Button
                        variant="secondary"
                        isDisabled={index === 0}
                        aria-label={t('reporting.editor.moveUp', { row: label })}
                        onPress={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="secondary"
                        isDisabled={index === items.length - 1}
                        aria-label={t('reporting.editor.moveDown', { row: label })}
                        onPress={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="secondary"
                    aria-label={t('reporting.editor.removeRow', { row: label })}
                    onPress={() => remove(index)}
                  >
                    {t('reporting.editor.remove')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {problem ? <p className={formStyles.fieldError}>{problem}</p> : null}
      <div>
        <Button ref={addRef} variant="secondary" isDisabled={items.length >= max} onPress={add}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
