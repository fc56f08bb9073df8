import styles from '../login-page.module.css';

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  defaultIndex: number;
  autoFocus: boolean;
}

/** Options to pick one of, answered with the index of the one picked. */
export function ChoiceGroup({ legend, name, options, defaultIndex, autoFocus }: ChoiceGroupProps) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option, index) => (
        <label key={index} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={index}
            defaultChecked={index === defaultIndex}
            autoFocus={autoFocus && index === defaultIndex}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
