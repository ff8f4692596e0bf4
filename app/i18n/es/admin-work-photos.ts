import type { Messages } from "../catalog";

/** Spanish messages: admin.workPhotos. */
export const adminWorkPhotos: Messages["admin"]["workPhotos"] = {
  metaTitle: "Fotos de trabajos recientes | Portal de administración",
  title: "Fotos de trabajos recientes",
  intro:
    "Fotos de trabajos que sus equipos realmente hicieron, para la sección Trabajos recientes de la página de inicio. Hasta que agregue una, la sección muestra ilustraciones de los tipos de trabajo que hacemos.",
  pagesLabel: "Páginas de configuración",
  pages: {
    facts: "Datos del negocio",
    photos: "Fotos de trabajos recientes",
  },
  upload: {
    title: "Agregar una foto",
    description:
      "Solo fotos de trabajos de la propia empresa: la página de inicio las presenta como nuestro trabajo. Pida permiso al cliente antes de mostrar su casa.",
    photo: "Foto",
    photoHint:
      "JPEG, PNG o WebP, de hasta {maxMb} MB y de al menos {minWidth} × {minHeight} píxeles. Se recorta a 4:3 y se redimensiona, y se eliminan los datos de ubicación.",
    caption: "Descripción en inglés",
    captionHint:
      "Qué trabajo fue, en inglés; por ejemplo “New high-efficiency condenser for a home in Kendall”. Los lectores de pantalla la leen como descripción de la foto.",
    captionEs: "Descripción en español",
    captionEsHint: "Opcional: si se deja vacía, la página de inicio en español muestra la descripción en inglés.",
    submit: "Subir foto",
    submitting: "Subiendo...",
  },
  list: {
    title: "Fotos",
    count: "{count} de {max} fotos. La página de inicio muestra las primeras {shown}.",
    empty:
      "Todavía no hay fotos. La página de inicio muestra ilustraciones de los tipos de trabajo que hacemos, sin afirmar nada sobre trabajos concretos.",
    onHomePage: "En la página de inicio",
    spanish: "Español:",
    sameAsEnglish: "igual que la descripción en inglés",
    moveUp: "Subir",
    moveUpLabel: "Subir: {caption}",
    moveDown: "Bajar",
    moveDownLabel: "Bajar: {caption}",
    delete: "Eliminar",
    deleteLabel: "Eliminar foto: {caption}",
  },
  validation: {
    photoMissing: "Elija una foto para subir.",
    photoTooLarge: "La foto pesa más de {maxMb} MB. Elija un archivo más pequeño.",
    photoWrongType: "No se acepta este tipo de archivo. Suba una foto JPEG, PNG o WebP.",
    photoNotAnImage: "Este archivo no es una imagen que se pueda leer. Suba una foto JPEG, PNG o WebP.",
    photoTooSmall: "La foto es demasiado pequeña: debe tener al menos {minWidth} × {minHeight} píxeles.",
    photoTooManyPixels: "La foto tiene más de {maxMegapixels} megapíxeles. Elija una más pequeña.",
    libraryFull: "Ya hay {max} fotos. Elimine una antes de agregar otra.",
    captionRequired: "La descripción es obligatoria",
    captionTooLong: "Una descripción puede tener como máximo {max} caracteres",
    captionNotAllowed: "La descripción contiene caracteres no permitidos",
  },
  toasts: {
    addedTitle: "Foto agregada",
    added: "La foto ya está en Trabajos recientes.",
    deletedTitle: "Foto eliminada",
    deleted: "La foto se quitó de Trabajos recientes.",
    movedTitle: "Orden guardado",
    moved: "Las fotos se muestran en el nuevo orden.",
    validationTitle: "Revise la foto",
    failedTitle: "Error",
    failed: "No se pudo guardar la foto. Inténtelo de nuevo.",
    notFound: "Esa foto ya se había eliminado.",
  },
  loadErrorTitle: "Error",
  loadError: "No se pudieron cargar las fotos",
};
