import { Grid, Text } from '@mantine/core';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps, TitleFieldProps } from '@rjsf/utils';

/**
 * Section titles sized for a settings sidebar: the Mantine theme's default is an h3, which
 * shouts in a 40%-wide dialog.
 */
export function CompactTitleField({ id, title, optionalDataControl }: TitleFieldProps) {
  const heading = title ? (
    <Text id={id} fw={650} size="sm" mt="xs">
      {title}
    </Text>
  ) : null;
  if (!optionalDataControl) return heading;
  return (
    <Grid>
      <Grid.Col span="auto">{heading}</Grid.Col>
      <Grid.Col span="content">{optionalDataControl}</Grid.Col>
    </Grid>
  );
}

/** Descriptions as small dimmed help text, like Mantine's own input descriptions. */
export function CompactDescriptionField({
  id,
  description,
  registry,
  uiSchema,
}: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} size="xs" c="dimmed" mb={6}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Text>
  );
}
