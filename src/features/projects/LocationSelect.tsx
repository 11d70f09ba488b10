// Location cascader 项目地点: province → city → county selects over the lazily loaded division data.
import { useEffect, useState } from 'react';
import { Group, Select } from '@mantine/core';
import { citiesOf, countiesOf, loadDivisions, provincesOf, type Divisions } from './divisions';

export interface LocationValue {
  province: string;
  city: string;
  county: string;
}

interface Props {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  error?: string | undefined;
}

export function LocationSelect({ value, onChange, error }: Props) {
  const [data, setData] = useState<Divisions | null>(null);
  useEffect(() => {
    let live = true;
    void loadDivisions().then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, []);
  const provinces = data ? provincesOf(data) : [];
  const cities = data && value.province ? citiesOf(data, value.province) : [];
  const counties = data && value.province && value.city ? countiesOf(data, value.province, value.city) : [];
  return (
    <Group grow gap="xs" align="flex-start">
      <Select
        label="项目地点"
        withAsterisk
        placeholder="省"
        aria-label="省"
        searchable
        data={provinces}
        value={value.province || null}
        onChange={(p) => onChange({ province: p ?? '', city: '', county: '' })}
        error={error && !value.province ? error : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label=" "
        placeholder="市"
        aria-label="市"
        searchable
        data={cities}
        value={value.city || null}
        onChange={(c) => onChange({ ...value, city: c ?? '', county: '' })}
        error={error && value.province && !value.city ? error : undefined}
        disabled={!value.province}
      />
      <Select
        label=" "
        placeholder="区/县"
        aria-label="区/县"
        searchable
        data={counties}
        value={value.county || null}
        onChange={(c) => onChange({ ...value, county: c ?? '' })}
        error={error && value.city && !value.county ? error : undefined}
        disabled={!value.city}
      />
    </Group>
  );
}
