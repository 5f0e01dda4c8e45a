// Drag and drop or picker for several files (spec §5), with each file's progress and a remove
// button. The list is announced politely as uploads finish.
import { useId, useState } from 'react'
import { localeEntry } from '../../../shared/config/locales.js'
import { useLocale, useT } from '../../../shared/locales/intl.js'
import { formatFileSize } from '../../content/fileInfo.js'
import type { Uploads } from './useUploads.js'

export function FileDrop({ uploads, label }: { uploads: Uploads; label: string }) {
  const t = useT()
  const iso = localeEntry(useLocale()).iso
  const id = useId()
  const [over, setOver] = useState(false)
  return (
    <div className="field field--files">
      <span className="field__label" id={`${id}-label`}>
        {label} <span className="field__optional">({t('form.optional')})</span>
      </span>
      <div
        className={`file-drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          uploads.add(e.dataTransfer.files)
        }}
      >
        <input
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          aria-labelledby={`${id}-label ${id}-choose`}
          onChange={(e) => {
            uploads.add(e.currentTarget.files ?? [])
            // Clear the picker so the same file can be chosen again after removing it.
            e.currentTarget.value = ''
          }}
        />
        <p>
          {t('form.files_hint')}{' '}
          <label htmlFor={id} id={`${id}-choose`} className="file-drop__choose">
            {t('form.files_choose')}
          </label>
        </p>
      </div>
      {uploads.entries.length > 0 && (
        <ul className="file-list" aria-live="polite">
          {uploads.entries.map((f) => (
            <li key={f.key} className={`file-list__item is-${f.status}`}>
              <span className="file-list__name">{f.name}</span>
              <span className="file-list__size">{formatFileSize(f.size, iso)}</span>
              {f.status === 'uploading' && <progress max={100} value={Math.round(f.progress * 100)} aria-label={t('form.file_uploading', { percent: Math.round(f.progress * 100) })} />}
              <span className="file-list__status">
                {f.status === 'uploading' ? t('form.file_uploading', { percent: Math.round(f.progress * 100) }) : f.status === 'done' ? t('form.file_done') : (f.error ?? t('form.file_failed'))}
              </span>
              <button type="button" className="file-list__remove" onClick={() => uploads.remove(f.key)} aria-label={t('form.file_remove', { name: f.name })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
