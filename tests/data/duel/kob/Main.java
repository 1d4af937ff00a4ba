// Runs a King of Bots bot (the platform's Bot class, unchanged) as a program:
//   java -cp DIR Main                 one move: Bot.get() reads input.txt, the direction is printed
//   java -cp DIR Main --batch FILE    one direction per input line of FILE, from one virtual machine
import com.kob.botrunningsystem.utils.Bot;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

public class Main {
    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("--batch")) {
            Bot bot = new Bot();
            StringBuilder answers = new StringBuilder();
            try (BufferedReader reader = Files.newBufferedReader(Paths.get(args[1]), StandardCharsets.UTF_8)) {
                String line;
                while ((line = reader.readLine()) != null) {
                    if (!line.isEmpty())
                        answers.append(bot.nextMove(line)).append('\n');
                }
            }
            System.out.print(answers);
            return;
        }
        System.out.println(new Bot().get());
    }
}
