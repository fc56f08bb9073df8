import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import formStyles from './form.module.css';
import styles from './range-slider-field.module.css';

export interface RangeSliderFieldProps {
  label: string;
  value: readonly [number, number];
  /** Called once the user lets go of a thumb (or after each key press). */
  onChange: (value: [number, number]) => void;
  minValue: number;
  maxValue: number;
  /** The accessible names of the two thumbs. */
  thumbLabels: readonly [string, string];
}

/** A labelled range with a thumb for each bound, operable with the arrow keys. */
export function RangeSliderField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  thumbLabels,
}: RangeSliderFieldProps) {
  return (
    <Slider
      className={styles.slider}
      defaultValue={[...value]}
      key={value.join('-')}
      minValue={minValue}
      maxValue={maxValue}
      onChangeEnd={(next) => {
        const [low, high] = next;
        onChange([low ?? minValue, high ?? maxValue]);
      }}
    >
      <div className={styles.header}>
        <Label className={formStyles.label}>{label}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) =>
            state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')
          }
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div
              className={styles.fill}
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} aria-label={thumbLabels[0]} className={styles.thumb} />
            <SliderThumb index={1} aria-label={thumbLabels[1]} className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
