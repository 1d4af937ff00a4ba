// gridtrace-iconrender: draws the scalable icon at the fixed sizes of the hicolor theme, for
// the panels and menus that take no SVG. A build tool only; never installed.
//
//   gridtrace-iconrender ICON.svg OUT_DIR SIZE...   writes OUT_DIR/<N>x<N>/apps/<icon name>.png

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QStringList>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: gridtrace-iconrender ICON.svg OUT_DIR SIZE...\n");
        return 2;
    }
    const QString svg = QString::fromLocal8Bit(argv[1]);
    const QDir out(QString::fromLocal8Bit(argv[2]));
    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "gridtrace-iconrender: %s is not a valid SVG drawing\n", argv[1]);
        return 2;
    }
    for (int i = 3; i < argc; ++i) {
        bool ok = false;
        const int size = QByteArray(argv[i]).toInt(&ok);
        if (!ok || size < 8 || size > 1024) {
            std::fprintf(stderr, "gridtrace-iconrender: %s is not an icon size (8 to 1024)\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter);
        }
        const QString dir = QStringLiteral("%1x%1/apps").arg(size);
        const QString path = out.filePath(dir + u'/' + QFileInfo(svg).completeBaseName() + QStringLiteral(".png"));
        // Through QSaveFile: an interrupted build leaves no truncated PNG that the next build
        // would take as up to date.
        QSaveFile file(path);
        if (!out.mkpath(dir) || !file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
            std::fprintf(stderr, "gridtrace-iconrender: cannot write %s\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}
