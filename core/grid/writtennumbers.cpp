#include "writtennumbers.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstring>
#include <optional>

namespace gridtrace {

namespace {

// A walk over text QJsonDocument has accepted: it only has to find where each value ends.
class Walker
{
public:
    explicit Walker(const QByteArray &json) : m_json(json) {}

    void skipSpace()
    {
        while (m_at < m_json.size() && (m_json[m_at] == ' ' || m_json[m_at] == '\t' || m_json[m_at] == '\n'
                                        || m_json[m_at] == '\r'))
            ++m_at;
    }
    bool at(char c)
    {
        skipSpace();
        return m_at < m_json.size() && m_json[m_at] == c;
    }
    bool take(char c)
    {
        if (!at(c))
            return false;
        ++m_at;
        return true;
    }
    // A string's text, escapes decoded.
    std::optional<QString> string()
    {
        if (!at('"'))
            return std::nullopt;
        const qsizetype begin = m_at++;
        while (m_at < m_json.size() && m_json[m_at] != '"')
            m_at += m_json[m_at] == '\\' ? 2 : 1;
        if (m_at >= m_json.size())
            return std::nullopt;
        ++m_at;
        const QJsonArray decoded = QJsonDocument::fromJson('[' + m_json.mid(begin, m_at - begin) + ']').array();
        return decoded.isEmpty() ? std::nullopt : std::optional<QString>(decoded.first().toString());
    }
    // Skips one value; its text when it is a number.
    bool value(QString *number = nullptr)
    {
        skipSpace();
        if (m_at >= m_json.size())
            return false;
        const char c = m_json[m_at];
        if (c == '"')
            return bool(string());
        if (c == '{' || c == '[') {
            const char close = c == '{' ? '}' : ']';
            ++m_at;
            if (take(close))
                return true;
            do {
                if (c == '{' && (!string() || !take(':')))
                    return false;
                if (!value())
                    return false;
            } while (take(','));
            return take(close);
        }
        const qsizetype begin = m_at;
        while (m_at < m_json.size() && !std::strchr(" \t\r\n,]}", m_json[m_at]))
            ++m_at;
        const bool isNumber = c == '-' || (c >= '0' && c <= '9');
        if (number && isNumber)
            *number = QString::fromLatin1(m_json.mid(begin, m_at - begin));
        return m_at > begin;
    }
    // Walks an object's members, calling `member` with the reader at each member's value.
    template<typename Member>
    bool object(Member member)
    {
        if (!take('{'))
            return false;
        if (take('}'))
            return true;
        do {
            const std::optional<QString> key = string();
            if (!key || !take(':') || !member(*key))
                return false;
        } while (take(','));
        return take('}');
    }

private:
    const QByteArray &m_json;
    qsizetype m_at = 0;
};

} // namespace

QHash<QString, QString> writtenNumbers(const QByteArray &json, const QString &member)
{
    QHash<QString, QString> numbers;
    Walker walker(json);
    walker.object([&](const QString &key) {
        if (key != member)
            return walker.value();
        // A later member of the same name is the one QJsonDocument keeps.
        numbers.clear();
        if (!walker.at('{'))
            return walker.value();
        return walker.object([&](const QString &name) {
            QString number;
            if (!walker.value(&number))
                return false;
            if (number.isEmpty())
                numbers.remove(name);
            else
                numbers.insert(name, number);
            return true;
        });
    });
    return numbers;
}

} // namespace gridtrace
