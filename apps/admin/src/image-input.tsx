import type { AdminMedia } from '@manufaktura/contract';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useId, useState } from 'react';
import { maxLength, SourceContextProvider, TextInput, useNotify, useTranslate, useWrappedSource } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { uploadMedia } from './api.ts';

/** What the picture inputs take: the formats the API stores. */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** The longest text for the blind the API takes. */
const ALT_MAX_LENGTH = 300;

/**
 * Uploads the chosen files one after another (`POST /api/admin/media`, the one
 * upload path of the back office). A refused file is told by its name, with
 * the API's Polish reason, and the others still go.
 */
function useMediaUpload() {
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const upload = async (files: readonly File[]): Promise<AdminMedia[]> => {
    setUploading(true);
    const stored: AdminMedia[] = [];
    for (const file of files) {
      try {
        stored.push(await uploadMedia<AdminMedia>(file));
      } catch (error) {
        notify(`${file.name}: ${(error as Error).message}`, { type: 'error' });
      }
    }
    setUploading(false);
    return stored;
  };
  return { upload, uploading };
}

/** A button that opens the file picker and uploads what is chosen; `onUploaded` gets the stored pictures. */
export function UploadButton({
  label,
  multiple = false,
  onUploaded,
}: {
  label: string;
  multiple?: boolean;
  onUploaded: (media: AdminMedia[]) => void;
}) {
  const translate = useTranslate();
  const inputId = useId();
  const { upload, uploading } = useMediaUpload();
  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared at once, so choosing the same file again uploads it again.
    event.target.value = '';
    const stored = await upload(files);
    if (stored.length) onUploaded(stored);
  };
  return (
    <Button variant="outlined" size="small" component="label" htmlFor={inputId} disabled={uploading}>
      {translate(uploading ? 'admin.media.uploading' : label)}
      <input id={inputId} type="file" accept={IMAGE_TYPES} multiple={multiple} hidden onChange={chosen} />
    </Button>
  );
}

/** A fixed path of the form, or the path kept for each picture (by its media id). */
type PathOf = string | ((mediaId: string) => string);
const pathOf = (path: PathOf, mediaId: string) => (typeof path === 'string' ? path : path(mediaId));

/** The form's own paths, unprefixed: the alt text of a picture inside a list is kept outside it. */
const ROOT_SOURCE = { getSource: (source: string) => source, getLabel: (source: string) => source };

interface ImageInputProps {
  /** Where the form keeps the picture's media id (null: none); inside a list, relative to its item. */
  source: string;
  /** Where the form keeps its 320 px preview address: a path of the whole form. */
  urlSource: PathOf;
  /** Where the form keeps its text for the blind: a path of the whole form. */
  altSource: PathOf;
  label: string;
  helperText?: string;
  /** Offers "Usuń zdjęcie"; false where the storefront needs a picture (it is only changed). */
  removable?: boolean;
  /** What taking the picture off does; by default the id becomes null. */
  onRemove?: () => void;
}

/**
 * One picture of a record: its preview, its text for the blind, a button that
 * uploads a new one in its place and, where the storefront copes without one,
 * a button that takes it off. The change is saved with the form.
 */
export function ImageInput({
  source,
  urlSource,
  altSource,
  label,
  helperText,
  removable = true,
  onRemove,
}: ImageInputProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const idPath = useWrappedSource(source);
  const mediaId = useWatch({ name: idPath }) as string | null | undefined;
  const urlPath = mediaId ? pathOf(urlSource, mediaId) : undefined;
  // Hooks run in the same order on every render: with no picture, the id's path is watched in its place.
  const watched = useWatch({ name: urlPath ?? idPath }) as string | null | undefined;
  const url = urlPath ? watched : undefined;
  const set = (path: string, value: unknown) => setValue(path, value, { shouldDirty: true });

  const uploaded = ([media]: AdminMedia[]) => {
    if (!media) return;
    set(idPath, media.id);
    set(pathOf(urlSource, media.id), media.url);
    // A picture's own text goes with it; a record's own (a post's) stays as written.
    if (typeof altSource !== 'string') set(altSource(media.id), media.alt);
  };
  const remove = () => {
    if (onRemove) return onRemove();
    set(idPath, null);
    if (typeof urlSource === 'string') set(urlSource, null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {translate(label)}
      </Typography>
      {helperText && (
        <Typography variant="body2" color="text.secondary">
          {translate(helperText)}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
        {url ? (
          <img
            src={url}
            alt=""
            width={160}
            height={120}
            style={{ objectFit: 'contain', background: '#f4efe9', borderRadius: 4, flexShrink: 0 }}
          />
        ) : (
          <Box
            sx={{
              width: 160,
              height: 120,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">{translate('admin.media.none')}</Typography>
          </Box>
        )}
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {mediaId && (
            <SourceContextProvider value={ROOT_SOURCE}>
              <TextInput
                source={pathOf(altSource, mediaId)}
                label="admin.media.alt"
                helperText="admin.media.alt_help"
                validate={maxLength(ALT_MAX_LENGTH)}
              />
            </SourceContextProvider>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <UploadButton label={mediaId ? 'admin.media.change' : 'admin.media.choose'} onUploaded={uploaded} />
            {mediaId && removable && (
              <Button size="small" color="error" onClick={remove}>
                {translate('admin.media.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
